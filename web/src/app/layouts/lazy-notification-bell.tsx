import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const NotificationBell = lazyNamed(() => import('../../features/notifications/components/notification-bell'), 'NotificationBell');

/** The professional header's bell, downloaded with the signed-in header rather than in every visitor's first chunk (its popover and list are most of it). */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<div className="size-11 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
