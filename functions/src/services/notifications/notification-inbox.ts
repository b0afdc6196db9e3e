import { ulid } from 'ulid';
import type { TListNotificationsResponse, TNotificationPrefs, TUnreadNotificationsResponse } from '@shared/schemas/notification.schema';
import { getNotificationState, listNotificationsPage, markAllNotificationsRead, markNotificationRead } from '../../data/notification-repository';
import { getNotificationPrefs, putNotificationPrefs } from '../../data/notification-prefs-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

const PAGE_SIZE = 20;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The caller's notifications, newest first, 20 a page; read when read one by one or before the mark-all watermark. */
export async function listNotifications(deps: TDeps, auth: TUserActor, query: { cursor?: string }): Promise<TListNotificationsResponse> {
  const page = await listNotificationsPage(deps.db, { userId: auth.user.id, limit: PAGE_SIZE, cursor: query.cursor, now: deps.clock.now() });
  return {
    items: page.items.map(({ id, kind, title, body, link, createdAt, readAt }) => ({
      id,
      kind,
      title,
      body,
      link,
      createdAt,
      isRead: readAt !== null || (page.readBefore !== null && id <= page.readBefore),
    })),
    nextCursor: page.nextCursor,
    unread: page.unread,
  };
}

export const countUnreadNotifications = async (deps: TDeps, auth: TUserActor): Promise<TUnreadNotificationsResponse> => ({
  unread: (await getNotificationState(deps.db, auth.user.id)).unread,
});

/** Marks one of the caller's notifications read (404 when they have no such notification); answers the new count. */
export async function readNotification(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<TUnreadNotificationsResponse> {
  if (!(await markNotificationRead(deps.db, auth.user.id, input.id, deps.clock.now().toISOString()))) throw notFound(NOTIFICATION_NOT_FOUND);
  return countUnreadNotifications(deps, auth);
}

/** Everything up to now is read: the watermark is the largest id a notification made until this millisecond can have. */
export async function readAllNotifications(deps: TDeps, auth: TUserActor): Promise<TUnreadNotificationsResponse> {
  const watermark = `${ulid(deps.clock.now().getTime()).slice(0, 10)}ZZZZZZZZZZZZZZZZ`;
  await markAllNotificationsRead(deps.db, auth.user.id, watermark);
  return { unread: 0 };
}

export const getOwnNotificationPrefs = (deps: TDeps, auth: TUserActor): Promise<TNotificationPrefs> => getNotificationPrefs(deps.db, auth.user.id);

export async function updateOwnNotificationPrefs(deps: TDeps, auth: TUserActor, prefs: TNotificationPrefs): Promise<TNotificationPrefs> {
  await putNotificationPrefs(deps.db, auth.user.id, prefs);
  return prefs;
}
