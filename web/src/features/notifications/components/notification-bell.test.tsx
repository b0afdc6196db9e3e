import { screen, waitFor, within } from '@testing-library/react';
import type { TNotification } from '@shared/schemas/notification.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeSettings } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const LONG_NAME = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh';

const notification = (overrides: Partial<TNotification>): TNotification => ({
  id: '01JDZZZZZZZZZZZZZZZZZZZZZ1',
  kind: 'lead',
  title: 'New lead: Ann Lee',
  body: 'Ann Lee signed in at the open house of 12 Oak St · score 70',
  link: '/leads?lead=01JDLEAD00000000000000000A',
  createdAt: '2026-11-26T18:00:00.000Z',
  isRead: false,
  ...overrides,
});

function bellApi() {
  let unread = 2;
  const first = [notification({}), notification({ id: '01JDZZZZZZZZZZZZZZZZZZZZZ0', title: `New lead: ${LONG_NAME}`, isRead: false })];
  const older = [notification({ id: '01JDAAAAAAAAAAAAAAAAAAAAA0', title: 'New lead: Old Timer', isRead: true })];
  return mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
    'GET /api/settings': () => jsonResponse(makeSettings()),
    'GET /api/notifications/unread': () => jsonResponse({ unread }),
    'GET /api/notifications': (call) =>
      jsonResponse(
        call.query.cursor
          ? { items: older, nextCursor: null, unread }
          : { items: first.map((n) => ({ ...n, isRead: unread === 0 || n.isRead })), nextCursor: 'page-2', unread },
      ),
    'POST /api/notifications/read-all': () => ((unread = 0), jsonResponse({ unread })),
    'POST /api/notifications/01JDZZZZZZZZZZZZZZZZZZZZZ1/read': () => ((unread = 1), jsonResponse({ unread })),
  });
}

describe('the notifications bell', () => {
  it('shows the unread count, lists notifications (long names included) a page at a time, and marks all read', async () => {
    const api = bellApi();
    const { user } = renderApp('/settings');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    // The popover is a dialog (Radix): named by its heading, or a screen reader announces a nameless dialog.
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(list);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/leads?lead=01JDLEAD00000000000000000A', '/leads?lead=01JDLEAD00000000000000000A']);
    expect(within(list).getByText(`New lead: ${LONG_NAME}`)).toBeInTheDocument();
    // Times name their zone, as the rest of the app's do.
    const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
      new Date('2026-11-26T18:00:00.000Z'),
    );
    expect(shown).toMatch(/ (UTC|GMT[+-]?\d*|[A-Z]{2,5})$/);
    expect(within(list).getAllByText(new RegExp(`^${shown}`)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByText('New lead: Old Timer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read-all')).toBe(true);
  });

  it('marks a notification read when it is opened', async () => {
    const api = bellApi();
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(within(list).getByText('New lead: Ann Lee'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/01JDZZZZZZZZZZZZZZZZZZZZZ1/read')).toBe(true));
  });
});
