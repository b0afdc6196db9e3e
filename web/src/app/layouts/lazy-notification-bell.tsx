import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const NotificationBell = lazyNamed(() => import('../../features/notifications/components/notification-bell'), 'NotificationBell');

/** The signed-in headers' bell (agents' leads, buyers' saved-search matches), downloaded with them rather than in every visitor's first chunk (its popover and list are most of it). */
export function LazyNotificationBell({ emptyText }: { emptyText: string }) {
  return (
    <Suspense fallback={<div className="size-11 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />}>
      <NotificationBell emptyText={emptyText} />
    </Suspense>
  );
}
