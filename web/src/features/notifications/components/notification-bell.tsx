import clsx from 'clsx';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TNotification } from '@shared/schemas/notification.schema';
import { OPEN_NOTIFICATIONS_PARAM, useUnreadNotifications } from '../../../lib/api/get-unread-notifications';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** When it happened, on the reader's own clock, named ("Nov 26, 12:00 PM CST") like every other time in the app. */
const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9a6 6 0 1 0-12 0v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.55 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0"
      />
    </svg>
  );
}

function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: (notification: TNotification) => void }) {
  return (
    <li>
      <Link
        to={notification.link}
        onClick={() => onOpen(notification)}
        className={clsx(
          'block rounded-md px-3 py-2 break-words hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          !notification.isRead && 'bg-brand-50',
        )}
      >
        <span className="flex items-start gap-2">
          {!notification.isRead && <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />}
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{notification.title}</span>
            <span className="block text-slate-600">{notification.body}</span>
            {/* slate-600: slate-500 on an unread row's brand-50 is below 4.5:1 (axe color-contrast). */}
            <span className="block text-xs text-slate-600">
              {timeFormat.format(new Date(notification.createdAt))}
              {notification.isRead ? '' : ' · unread'}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The signed-in header's bell: the unread count, and a paged list that marks read and links to each thing.
 * `?notifications=open` in the address opens the list (the dashboard's count links there); closing it drops that.
 * `emptyText` says what will show up here (an agent's leads, a buyer's saved-search matches).
 */
export function NotificationBell({ emptyText }: { emptyText: string }) {
  const [isOpenHere, setIsOpenHere] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const isAskedOpen = searchParams.get(OPEN_NOTIFICATIONS_PARAM) === 'open';
  const isOpen = isOpenHere || isAskedOpen;
  const setIsOpen = (isNowOpen: boolean) => {
    setIsOpenHere(isNowOpen);
    if (!isNowOpen && isAskedOpen)
      setSearchParams(
        (params) => {
          params.delete(OPEN_NOTIFICATIONS_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const list = useNotifications(isOpen);
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();
  const open = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    // The link leaves this address (and its ?notifications=open) by itself.
    setIsOpenHere(false);
  };
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        {/* Radix gives the popover role="dialog": its heading names it (axe aria-dialog-name); the padding keeps it off a phone's edge. */}
        <Popover.Content
          aria-labelledby={headingId}
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 id={headingId} className="font-semibold text-slate-900">
              Notifications
            </h2>
            <button
              type="button"
              className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all read
            </button>
          </div>
          <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
            {list.isPending ? (
              <p className="px-3 py-4 text-slate-600">Loading…</p>
            ) : list.isError ? (
              <p className="px-3 py-4 text-slate-600">We could not load your notifications.</p>
            ) : items.length === 0 ? (
              <p className="px-3 py-4 text-slate-600">{emptyText}</p>
            ) : (
              <ul aria-label="Notifications" className="space-y-1">
                {items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={open} />
                ))}
              </ul>
            )}
            {list.hasNextPage && (
              <button
                type="button"
                className="mt-1 w-full rounded px-3 py-2 text-brand-700 hover:bg-brand-50"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Show older'}
              </button>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
