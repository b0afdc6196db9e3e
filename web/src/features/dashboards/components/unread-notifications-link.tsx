import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../lib/format';
import { OPEN_NOTIFICATIONS_SEARCH, useUnreadNotifications } from '../../../lib/api/get-unread-notifications';

/**
 * The bell's unread count on the dashboard (the same query and cache entry as the header's bell), linking to
 * the bell's list: `?notifications=open` opens it. Never a made-up number while loading or on error. Its name is
 * its visible text (no aria-label that would say it differently from what a voice-control user reads).
 */
export function UnreadNotificationsLink() {
  const unread = useUnreadNotifications();
  const count = unread.data?.unread;
  return (
    <Link
      to={{ search: OPEN_NOTIFICATIONS_SEARCH }}
      className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span>
        <span className="block text-sm font-medium text-slate-600">New leads / notifications</span>
        {count !== undefined ? (
          <span className="block text-3xl font-bold text-slate-900">{formatNumber(count)}</span>
        ) : unread.isPending ? (
          <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" />
        ) : null}
        <span className="block text-xs text-slate-600">{count === undefined ? 'Open the list' : 'unread · open the list'}</span>
      </span>
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
        <Bell className="size-5" />
      </span>
    </Link>
  );
}
