import clsx from 'clsx';
import type { ComponentProps } from 'react';

type TBadgeTone = 'neutral' | 'brand' | 'success' | 'warning';

const TONES: Record<TBadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: TBadgeTone }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone], className)} {...props} />
  );
}
