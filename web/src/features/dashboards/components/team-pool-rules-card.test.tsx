import { screen, within } from '@testing-library/react';
import type { TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { makeCurrentUser, makeMapResponse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

function renderBrokerDashboard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER', profile: { brokerageName: 'Lone Star Realty' } })),
    'GET /api/broker/brokerage-open-houses': () => jsonResponse(makeMapResponse([])),
    'GET /api/brokerage/team': () => jsonResponse({ brokerageName: 'Lone Star Realty', pending: [], members: [] }),
    ...routes,
  });
  return { api, ...renderApp('/broker/dashboard') };
}

/** The first render of a file loads the lazy screens, which can take a while on a busy machine. */
const poolCard = async () => screen.findByRole('region', { name: 'Team lead pool' }, { timeout: 5_000 });

const settings: TTeamPoolSettings = {
  isBroker: true,
  available: false,
  rules: { roundRobin: false, returnAfterHours: null },
  members: [
    { userId: 'agent-a', displayName: 'Avery Agent', available: true },
    { userId: 'agent-b', displayName: 'Blake Agent', available: false },
  ],
};

describe('the Team lead pool card', () => {
  it('saves round-robin and the hours before an uncontacted lead goes back to the pool, naming who is available', async () => {
    const { api, user } = renderBrokerDashboard({
      'GET /api/team-leads/settings': () => jsonResponse({ pool: settings, message: null }),
      'PUT /api/team-leads/rules': () => jsonResponse({ ...settings, rules: { roundRobin: true, returnAfterHours: 24 } }),
    });
    const card = await poolCard();
    expect(await within(card).findByText('Available now: Avery Agent.')).toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: 'Give new leads in turn' }));
    await user.type(within(card).getByLabelText(/Back to the pool after/), '24');
    await user.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText('Rules saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/team-leads/rules').map((c) => c.body)).toEqual([{ roundRobin: true, returnAfterHours: 24 }]);
  });

  it('refuses hours that are not a whole number instead of sending them as "never"', async () => {
    const { api, user } = renderBrokerDashboard({
      'GET /api/team-leads/settings': () => jsonResponse({ pool: settings, message: null }),
      'PUT /api/team-leads/rules': () => jsonResponse(settings),
    });
    const card = await poolCard();
    await user.type(await within(card).findByLabelText(/Back to the pool after/), '12h');
    await user.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText('Enter a whole number of hours, or leave it empty for never.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/team-leads/rules')).toEqual([]);
  });

  it('takes back an earlier "Rules saved." when a later save is refused on the card', async () => {
    const { api, user } = renderBrokerDashboard({
      'GET /api/team-leads/settings': () => jsonResponse({ pool: settings, message: null }),
      'PUT /api/team-leads/rules': () => jsonResponse(settings),
    });
    const card = await poolCard();
    await user.click(await within(card).findByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText('Rules saved.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/Back to the pool after/), '12h');
    await user.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText('Enter a whole number of hours, or leave it empty for never.')).toBeInTheDocument();
    expect(within(card).queryByText('Rules saved.')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/team-leads/rules')).toHaveLength(1);
  });

  it('says why when the plan has no pool', async () => {
    renderBrokerDashboard({
      'GET /api/team-leads/settings': () => jsonResponse({ pool: null, message: 'Shared lead pool is part of the Team Monthly and Team Annual plans.' }),
    });
    expect(await within(await poolCard()).findByText('Shared lead pool is part of the Team Monthly and Team Annual plans.')).toBeInTheDocument();
  });
});
