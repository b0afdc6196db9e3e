import type { TMessage } from '@shared/schemas/message.schema';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';

const SENT_AT = '2025-01-16T09:00:00.000Z';

/**
 * A small in-memory mailbox behind the messages routes, answering as the server does: lists by folder and
 * search text, and every change answers the conversation as it now is with the unread count.
 */
export function mockMailbox(user: TCurrentUser, initial: TMessage[]) {
  let messages = [...initial];
  const unreadCount = () => messages.filter((m) => m.folder === 'inbox' && m.unread).length;
  const idOf = (call: TApiCall) => call.path.split('/')[3] ?? '';
  const change = (call: TApiCall, update: (message: TMessage) => TMessage) => {
    const id = idOf(call);
    const found = messages.find((m) => m.id === id);
    if (!found) return jsonResponse({ message: 'Message Not Found' }, 404);
    const item = update(found);
    messages = messages.map((m) => (m.id === id ? item : m));
    return jsonResponse({ item, unreadCount: unreadCount() });
  };
  const routeFor =
    (suffix = '') =>
    (call: TApiCall) => {
      const body = (call.body ?? {}) as Record<string, unknown>;
      if (suffix === '/reply') {
        return change(call, (m) => ({
          ...m,
          unread: false,
          draft: null,
          replies: [...m.replies, { id: `r${m.replies.length + 1}`, from: 'Sam Seller', body: String(body.body).trim(), sentAt: SENT_AT }],
        }));
      }
      if (suffix === '/draft') return change(call, (m) => ({ ...m, draft: body.body ? { body: String(body.body), savedAt: SENT_AT } : null }));
      if (suffix === '/forward')
        return change(call, (m) => ({ ...m, forwards: [...m.forwards, { to: String(body.to), note: (body.note as string) || null, sentAt: SENT_AT }] }));
      return change(call, (m) => ({
        ...m,
        ...(body.read === undefined ? {} : { unread: !body.read }),
        ...(body.starred === undefined ? {} : { starred: Boolean(body.starred) }),
        ...(body.archived === undefined ? {} : { archived: Boolean(body.archived), folder: body.archived ? 'archived' : 'inbox' }),
      }));
    };

  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/auth/user': signedInAs(user),
    'GET /api/messages': (call) => {
      const q = (call.query.q ?? '').toLowerCase();
      const items = messages.filter(
        (m) => m.folder === (call.query.folder ?? 'inbox') && (!q || `${m.from} ${m.email} ${m.subject} ${m.body}`.toLowerCase().includes(q)),
      );
      return jsonResponse({ items, unreadCount: unreadCount(), nextCursor: null });
    },
  };
  for (const message of messages) {
    const base = `/api/messages/${message.id}`;
    routes[`PATCH ${base}`] = routeFor();
    routes[`PUT ${base}/draft`] = routeFor('/draft');
    routes[`POST ${base}/reply`] = routeFor('/reply');
    routes[`POST ${base}/forward`] = routeFor('/forward');
    routes[`DELETE ${base}`] = () => {
      messages = messages.filter((m) => m.id !== message.id);
      return jsonResponse({ success: true, message: 'Message deleted', unreadCount: unreadCount() });
    };
  }
  return { api: mockApi(routes), current: () => messages };
}
