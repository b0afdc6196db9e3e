import type { TPinKind } from '../lib/map-listings';

/** One colour per pin category, dark enough for the pins' white price text; the legend and the pins use the same. */
export const PIN_COLORS: Record<TPinKind, string> = {
  live: 'bg-rose-600',
  today: 'bg-orange-700',
  'this-week': 'bg-brand-700',
  later: 'bg-slate-600',
};

export const PIN_BADGE_COLORS: Record<TPinKind, string> = {
  live: 'bg-rose-50 text-rose-800 ring-rose-200',
  today: 'bg-orange-50 text-orange-900 ring-orange-200',
  'this-week': 'bg-brand-50 text-brand-800 ring-brand-100',
  later: 'bg-slate-100 text-slate-800 ring-slate-300',
};
