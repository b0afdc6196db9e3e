import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';

const TONES = {
  brand: { section: 'border-brand-100 bg-brand-50', icon: 'text-brand-800', title: 'text-slate-900', text: 'text-slate-700' },
  warning: { section: 'border-amber-200 bg-amber-50', icon: 'text-amber-800', title: 'text-amber-950', text: 'text-amber-900' },
} as const;

const SUBSCRIBE_NOW = { to: '/subscribe', label: 'Subscribe Now' };

type TBannerProps = { id: string; icon: LucideIcon; tone: keyof typeof TONES; title: ReactNode; children: ReactNode; action?: { to: string; label: string } };

/** A dashboard banner about the agent's subscription, with the way to act on it (the subscribe screen unless told). */
export function SubscribeNowBanner({ id, icon: Icon, tone, title, children, action = SUBSCRIBE_NOW }: TBannerProps) {
  const colors = TONES[tone];
  return (
    <section aria-labelledby={id} className={clsx('flex flex-wrap items-center justify-between gap-4 rounded-xl border p-5', colors.section)}>
      <div className="flex items-start gap-3">
        <Icon className={clsx('mt-0.5 size-5 shrink-0', colors.icon)} aria-hidden="true" />
        <div>
          <h2 id={id} className={clsx('font-semibold', colors.title)}>
            {title}
          </h2>
          <p className={clsx('text-sm', colors.text)}>{children}</p>
        </div>
      </div>
      <Link to={action.to} className={buttonClasses()}>
        {action.label}
      </Link>
    </section>
  );
}
