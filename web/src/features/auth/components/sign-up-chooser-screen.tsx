import { Briefcase, ChevronRight, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormPanel } from '../../../components/ui/form-panel';
import { TextLink } from '../../../components/ui/text-link';

export function SignUpChooserScreen() {
  return (
    <FormPanel
      title="Create your account"
      description="Choose the account that fits you."
      footer={
        <>
          Already have an account? <TextLink to="/signin">Sign in</TextLink>
        </>
      }
    >
      <ul className="space-y-3">
        <AccountChoice to="/signup/buyer" icon={<House className="size-5" />} title="I'm a home buyer">
          Browse listings and open houses, save homes and contact agents.
        </AccountChoice>
        <AccountChoice to="/signup/pro" icon={<Briefcase className="size-5" />} title="I'm an agent or broker">
          Publish listings, schedule open houses and capture leads.
        </AccountChoice>
      </ul>
    </FormPanel>
  );
}

function AccountChoice({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-4 rounded-lg border border-slate-200 p-4 hover:border-brand-700 hover:bg-brand-50">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
          {icon}
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600">{children}</span>
        </span>
        <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}
