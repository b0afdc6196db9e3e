import { screen, within } from '@testing-library/react';
import type { TTeamLead, TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const member = makeCurrentUser({ id: 'agent-b', role: 'AGENT' });
const broker = makeCurrentUser({ id: 'broker-1', role: 'BROKER' });

const memberSettings: TTeamPoolSettings = { isBroker: false, available: false, rules: { roundRobin: false, returnAfterHours: null }, members: [] };
const brokerSettings: TTeamPoolSettings = {
  isBroker: true,
  available: false,
  rules: { roundRobin: false, returnAfterHours: 24 },
  members: [
    { userId: 'agent-a', displayName: 'Avery Agent', available: true },
    { userId: 'agent-b', displayName: 'Blake Agent', available: false },
  ],
};

const pooled: TTeamLead = {
  id: '01JWLEAD000000000000000001',
  source: 'open-house',
  name: 'Pat Pooled',
  email: 'pat@example.test',
  phone: null,
  message: null,
  listingTitle: 'Elm Street Bungalow',
  createdAt: '2026-05-30T18:14:00.000Z',
  from: { userId: 'agent-a', displayName: 'Avery Agent' },
  holder: null,
  heldSince: null,
  status: null,
  history: [],
};

const claimedByB: TTeamLead = {
  ...pooled,
  holder: { userId: 'agent-b', displayName: 'Blake Agent' },
  heldSince: '2026-05-30T19:00:00.000Z',
  status: 'new',
  history: [
    {
      action: 'claimed',
      at: '2026-05-30T19:00:00.000Z',
      to: { userId: 'agent-b', displayName: 'Blake Agent' },
      by: { userId: 'agent-b', displayName: 'Blake Agent' },
    },
  ],
};

const page = (items: TTeamLead[]) => jsonResponse({ items, nextCursor: null });
const noPipeline = () => jsonResponse({ items: [], total: 0, nextCursor: null });

describe('/leads with a team pool', () => {
  it('gives a member Mine and Team pool (no All), and claims an unassigned lead from the pool', async () => {
    let held = false;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(member),
      'GET /api/leads': noPipeline,
      'GET /api/team-leads/settings': () => jsonResponse({ pool: memberSettings, message: null }),
      'GET /api/team-leads': (call: TApiCall) =>
        call.query.view === 'pool' ? page(held ? [] : [pooled]) : page(call.query.view === 'mine' && held ? [claimedByB] : []),
      [`POST /api/team-leads/${pooled.id}/claim`]: () => {
        held = true;
        return jsonResponse(claimedByB);
      },
    });
    const { user } = renderApp('/leads');
    const views = await screen.findByRole('group', { name: 'Which leads' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mine', 'Team pool']);
    expect(within(views).getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Team pool' }));
    const card = await screen.findByRole('article', { name: 'Pat Pooled' });
    expect(within(card).getByText('Unassigned')).toBeInTheDocument();
    expect(within(card).getByText(/From Avery Agent/)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Assign to')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(api.callsTo('POST', `/api/team-leads/${pooled.id}/claim`)).toHaveLength(1);
    expect(await screen.findByText('No unassigned leads: new leads of the team appear here for anyone to claim.')).toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'Mine' }));
    const mine = await screen.findByRole('region', { name: 'Team leads you hold' });
    const heldCard = await within(mine).findByRole('article', { name: 'Pat Pooled' });
    expect(
      within(heldCard)
        .getAllByText('Claimed by Blake Agent')
        .map((el) => el.tagName),
    ).toContain('SPAN');
    expect(within(heldCard).getByRole('button', { name: 'Mark contacted' })).toBeInTheDocument();
  });

  it('tells the member who came second that the lead was already claimed', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(member),
      'GET /api/leads': noPipeline,
      'GET /api/team-leads/settings': () => jsonResponse({ pool: memberSettings, message: null }),
      'GET /api/team-leads': () => page([pooled]),
      [`POST /api/team-leads/${pooled.id}/claim`]: () => jsonResponse({ message: 'This lead was already claimed.' }, 409, 'Conflict'),
    });
    const { user } = renderApp('/leads');
    await user.click(await screen.findByRole('button', { name: 'Team pool' }));
    const card = await screen.findByRole('article', { name: 'Pat Pooled' });
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await within(card).findByText('This lead was already claimed.')).toBeInTheDocument();
  });

  it('gives the broker All, where a lead is assigned to a member or put back in the pool, with its history', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(broker),
      'GET /api/leads': noPipeline,
      'GET /api/team-leads/settings': () => jsonResponse({ pool: brokerSettings, message: null }),
      'GET /api/team-leads': () => page([claimedByB]),
      [`PUT /api/team-leads/${pooled.id}/assignee`]: () => jsonResponse({ ...claimedByB, holder: { userId: 'agent-a', displayName: 'Avery Agent' } }),
    });
    const { user } = renderApp('/leads');
    await user.click(await screen.findByRole('button', { name: 'All' }));
    const all = await screen.findByRole('region', { name: 'Every lead of the team' });
    const card = await within(all).findByRole('article', { name: 'Pat Pooled' });
    expect(within(card).getByText('History (1)')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/Claimed by Blake Agent$/)]);

    const select = within(card).getByLabelText('Assign to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody (team pool)', 'Me', 'Avery Agent', 'Blake Agent']);
    await user.selectOptions(select, 'agent-a');
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(api.callsTo('PUT', `/api/team-leads/${pooled.id}/assignee`).map((c) => c.body)).toEqual([{ assigneeId: 'agent-a' }]);
  });

  it('shows no switch to an agent without a team pool, only their own leads', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(member),
      'GET /api/leads': noPipeline,
      'GET /api/team-leads/settings': () => jsonResponse({ pool: null, message: 'Shared lead pool is part of the Team Monthly and Team Annual plans.' }),
    });
    renderApp('/leads');
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Which leads' })).not.toBeInTheDocument();
  });
});
