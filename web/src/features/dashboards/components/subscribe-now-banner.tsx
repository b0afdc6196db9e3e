import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';

const TONES = {
  brand: { section: 'border-brand-100 bg-brand-50', icon: 'text-brand-800', title: 'text-slate-900', text: 'text-slate-700' },
  warning: { section: 'border-amber-200 bg-amber-50', icon: 'text-amber-800', title: 'text-amber-950', text: 'text-amber-900' },
} as const;

/** A dashboard banner about the agent's subscription, with the way to the subscribe screen. */
export function SubscribeNowBanner({ id, icon: Icon, tone, title, children }: { id: string; icon: LucideIcon; tone: keyof typeof TONES; title: ReactNode; children: ReactNode }) {
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
      <Link to="/subscribe" className={buttonClasses()}>
        Subscribe Now
      </Link>
    </section>
  );
}
