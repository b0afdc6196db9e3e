import { screen, waitFor, within } from '@testing-library/react';
import type { TBrokerageTeamResponse, TTeamMember } from '@shared/schemas/brokerage.schema';
import { makeCurrentUser, makeMapResponse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const AVERY = 'AAAAAAAAAAAAAAAAAAAAAAAAAA';
const JORDAN = 'BBBBBBBBBBBBBBBBBBBBBBBBBB';

const member = (userId: string, displayName: string, status: TTeamMember['status']): TTeamMember => ({
  userId,
  displayName,
  photoUrl: null,
  status,
  requestedAt: '2026-11-20T15:00:00.000Z',
  decidedAt: status === 'approved' ? '2026-11-21T15:00:00.000Z' : null,
});

const team = (overrides: Partial<TBrokerageTeamResponse> = {}): TBrokerageTeamResponse => ({
  brokerageName: 'Lone Star Realty',
  pending: [],
  members: [],
  ...overrides,
});

function renderBrokerDashboard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER', profile: { brokerageName: 'Lone Star Realty' } })),
    'GET /api/broker/brokerage-open-houses': () => jsonResponse(makeMapResponse([])),
    ...routes,
  });
  return { api, ...renderApp('/broker/dashboard') };
}

/** The first render of a file loads the lazy screens, which can take a while on a busy machine. */
const teamCard = async () => screen.findByRole('region', { name: 'Team' }, { timeout: 5_000 });

describe('the Team card on /broker/dashboard', () => {
  it('approves a request: the agent moves to Members and the brokerage map is asked again', async () => {
    const { api, user } = renderBrokerDashboard({
      'GET /api/brokerage/team': () =>
        jsonResponse(team({ pending: [member(AVERY, 'Avery Agent', 'pending')], members: [member(JORDAN, 'Jordan Rivera', 'approved')] })),
      [`POST /api/brokerage/team/${AVERY}/approve`]: () =>
        jsonResponse(team({ members: [member(JORDAN, 'Jordan Rivera', 'approved'), member(AVERY, 'Avery Agent', 'approved')] })),
    });
    const card = await teamCard();
    const requests = await within(card).findByRole('region', { name: 'Requests to join (1)' });
    expect(within(requests).getByText('Avery Agent')).toBeInTheDocument();
    expect(within(requests).getByText('Asked on Nov 20, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Members (1)' })).toHaveTextContent('Jordan Rivera');
    await waitFor(() => expect(api.callsTo('GET', '/api/broker/brokerage-open-houses')).toHaveLength(1));

    await user.click(within(requests).getByRole('button', { name: 'Approve Avery Agent' }));

    const members = await within(card).findByRole('region', { name: 'Members (2)' });
    expect(within(members).getByText('Avery Agent')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Requests to join (0)' })).toHaveTextContent(
      'No pending requests. Agents who name Lone Star Realty on their account appear here.',
    );
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/brokerage/team/${AVERY}/approve`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/broker/brokerage-open-houses')).toHaveLength(2));
  });

  it('declines a request, and removes a member only after confirming', async () => {
    const { api, user } = renderBrokerDashboard({
      'GET /api/brokerage/team': () =>
        jsonResponse(team({ pending: [member(AVERY, 'Avery Agent', 'pending')], members: [member(JORDAN, 'Jordan Rivera', 'approved')] })),
      [`POST /api/brokerage/team/${AVERY}/decline`]: () => jsonResponse(team({ members: [member(JORDAN, 'Jordan Rivera', 'approved')] })),
      [`DELETE /api/brokerage/team/${JORDAN}`]: () => jsonResponse(team()),
    });
    const card = await teamCard();
    await user.click(await within(card).findByRole('button', { name: 'Decline Avery Agent' }));
    expect(await within(card).findByRole('region', { name: 'Requests to join (0)' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove Jordan Rivera' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Jordan Rivera?' });
    expect(api.callsTo('DELETE', `/api/brokerage/team/${JORDAN}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(card).findByRole('region', { name: 'Members (0)' })).toHaveTextContent(
      'No members yet. Approve a request to add an agent to Lone Star Realty.',
    );
    expect(api.callsTo('DELETE', `/api/brokerage/team/${JORDAN}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a change is refused, and keeps the list as it was", async () => {
    const { user } = renderBrokerDashboard({
      'GET /api/brokerage/team': () => jsonResponse(team({ pending: [member(AVERY, 'Avery Agent', 'pending')] })),
      [`POST /api/brokerage/team/${AVERY}/approve`]: () =>
        jsonResponse({ message: 'This agent has no pending request to join your brokerage.' }, 409, 'Conflict'),
    });
    const card = await teamCard();
    await user.click(await within(card).findByRole('button', { name: 'Approve Avery Agent' }));
    expect(await screen.findByText('This agent has no pending request to join your brokerage.')).toBeInTheDocument();
    expect(screen.getByText('Team not updated')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Requests to join (1)' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Avery Agent' })).toBeEnabled();
  });

  it('sends a broker without a brokerage name to the Account screen', async () => {
    renderBrokerDashboard({ 'GET /api/brokerage/team': () => jsonResponse(team({ brokerageName: null })) });
    const card = await teamCard();
    expect(await within(card).findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(card).queryByRole('region', { name: /Requests to join/ })).not.toBeInTheDocument();
  });

  it('says so when the team cannot be loaded', async () => {
    renderBrokerDashboard({ 'GET /api/brokerage/team': () => jsonResponse({ message: 'Something went wrong' }, 500) });
    const card = await teamCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent('We could not load your team.');
  });
});

describe("the agent's membership status on /agent/dashboard", () => {
  it.each([
    ['pending', 'Pending approval', 'Your broker has not approved your request yet.'],
    ['approved', 'Approved member', 'Your open houses show on your brokerage’s map.'],
    [
      'not_found',
      'Brokerage not on OpenHouse Market yet',
      'It is created when its broker signs up as a broker with this name; you can then ask to join. Your listings work meanwhile.',
    ],
  ] as const)('%s', async (status, label, hint) => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT', profile: { brokerageName: 'Lone Star Realty' } })),
      'GET /api/agent/properties-with-open-houses': () => jsonResponse(makeMapResponse([])),
      'GET /api/dashboard/stats': () => jsonResponse({ totalProperties: 0, totalViews: 0, totalLeads: 0, activeOpenHouses: 0 }),
      'GET /api/brokerage/membership': () => jsonResponse({ brokerageName: 'Lone Star Realty', status }),
    });
    renderApp('/agent/dashboard');
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });
});
