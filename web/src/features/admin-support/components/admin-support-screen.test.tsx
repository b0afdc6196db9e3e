import { screen, waitFor, within } from '@testing-library/react';
import type { TAdminSupportRequest } from '@shared/schemas/support.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const FIRST_RENDER_TIMEOUT_MS = 5000;
const admin = makeCurrentUser({ firstName: 'Ada', role: 'BUYER', isAdmin: true });

const makeInboxRequest = (fields: Partial<TAdminSupportRequest>): TAdminSupportRequest => ({
  id: '01J00000000000000000000001',
  topic: 'billing',
  message: 'Charged twice',
  screenshotUrl: null,
  priority: 'standard',
  status: 'open',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  replies: [],
  userId: '01J0000000000000000000000U',
  userName: 'Sam Buyer',
  userEmail: 'sam@example.test',
  planName: null,
  ...fields,
});

describe('/admin/support', () => {
  it('is a 404 for anyone but an administrator', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    renderApp('/admin/support');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/support-requests')).toHaveLength(0);
  });

  it("shows the requests in the server's order with priority and plan, loads the next page, and sends a reply", async () => {
    const urgent = makeInboxRequest({
      id: '01J00000000000000000000002',
      priority: 'priority',
      planName: 'Team Monthly',
      userName: 'Terry Broker',
      topic: 'leads',
      message: 'Leads vanished',
    });
    const older = makeInboxRequest({});
    const later = makeInboxRequest({ id: '01J00000000000000000000003', userName: 'Lee Late', message: 'Second page' });
    const api = mockApi({
      'GET /api/auth/user': signedInAs(admin),
      'GET /api/admin/support-requests': (call) =>
        call.query.cursor === 'page-2' ? jsonResponse({ items: [later], nextCursor: null }) : jsonResponse({ items: [urgent, older], nextCursor: 'page-2' }),
      [`POST /api/admin/support-requests/${urgent.userId}/${urgent.id}/reply`]: () =>
        jsonResponse({ request: { ...urgent, status: 'answered' }, mailed: true }),
    });
    const { user } = renderApp('/admin/support');
    const list = await screen.findByRole('list', { name: 'Open requests' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Terry Broker: Leads and messages', 'Sam Buyer: Billing and plans']);
    expect(within(cards[0]!).getByText('Priority')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Team Monthly/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Standard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Send reply' }));
    expect(await within(cards[0]!).findByText('Write a reply')).toBeInTheDocument();
    await user.type(within(cards[0]!).getByRole('textbox', { name: 'Reply' }), 'Restored from the backup.');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/support-requests/${urgent.userId}/${urgent.id}/reply`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/support-requests/${urgent.userId}/${urgent.id}/reply`)[0]?.body).toEqual({
      message: 'Restored from the backup.',
      status: 'answered',
    });
  });
});
