import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { advancedAnalytics, analytics, zero } from '../../../testing/analytics-factories';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const PLAN_MESSAGE = 'Advanced analytics is part of the Solo Annual, Team Monthly and Team Annual plans.';

describe('/analytics with advanced analytics', () => {
  it('compares the range with the previous period: totals with changes, sources, funnel, listings side by side and a CSV link', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/analytics': () => jsonResponse(analytics({ advancedAnalytics: true })),
      'GET /api/analytics/advanced': () => jsonResponse(advancedAnalytics()),
    });
    renderApp('/analytics');
    const section = await screen.findByRole('region', { name: 'Compared with the previous period' });
    expect(section).toHaveTextContent('All listings, Mar 1, 2026 – Mar 3, 2026, against Feb 26, 2026 – Feb 28, 2026.');
    expect(within(section).getByText('Views', { selector: 'dt' }).parentElement).toHaveTextContent('Views12+4 (+50%)Previous: 8');
    expect(within(section).getByText('Open-house sign-ins', { selector: 'dt' }).parentElement).toHaveTextContent('4−1 (−20%)Previous: 5');
    expect(within(section).getByText('Saves', { selector: 'dt' }).parentElement).toHaveTextContent('No change');

    const sources = within(section).getByRole('table', { name: 'Leads by source' });
    const sourceRows = within(sources)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent).join('|'));
    expect(sourceRows).toEqual([
      'Source|Leads|Share|Previous|Change',
      'Open-house sign-ins|4|67%|5|−1 (−20%)',
      'Listing inquiries|1|17%|0|+1 (new)',
      'Profile contacts|1|17%|0|+1 (new)',
    ]);

    expect(within(section).getByRole('progressbar', { name: 'Contacted: 3 of 6 new leads' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(section).getByText('Contacted').closest('li')).toHaveTextContent('Contacted350% of the stage before · Previous: 1 · +2 (+200%)');

    const listings = within(section).getByRole('table', { name: 'Listings compared with the previous period' });
    const row = within(listings).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Elm Street Bungalow with a very long name that wraps' })).toHaveAttribute(
      'href',
      '/property/01JWPR00000000000000000001',
    );
    expect(row).toHaveTextContent('12+4 (+50%)');
    expect(within(listings).queryByRole('columnheader', { name: 'Agent' })).toBeNull();

    const csv = within(section).getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `/api/analytics/export?${new URLSearchParams({ timeZone })}`);
    expect(csv).toHaveAttribute('download', 'analytics-2026-03-01-to-2026-03-03.csv');
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('asks both routes for the dates the agent picks, and the CSV link follows them', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/analytics': () => jsonResponse(analytics({ advancedAnalytics: true })),
      'GET /api/analytics/advanced': () => jsonResponse(advancedAnalytics()),
    });
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Compared with the previous period' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/analytics/advanced').at(-1)?.query).toEqual({ from: '2025-01-01', timeZone }));
    expect(api.callsTo('GET', '/api/analytics').at(-1)?.query).toEqual({ from: '2025-01-01', bucket: 'day', timeZone });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/analytics/export?${new URLSearchParams({ timeZone, from: '2025-01-01' })}`,
    );
  });

  it('keeps the date fields when a range is refused, so the agent can fix it, and offers no retry that cannot help', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/analytics': (call) =>
        call.query?.from === '2021-01-01'
          ? jsonResponse({ message: 'Choose at most 731 days', errors: [{ path: 'from', message: 'Choose at most 731 days' }] }, 400)
          : jsonResponse(analytics({ advancedAnalytics: true })),
      'GET /api/analytics/advanced': (call) =>
        call.query?.from === '2021-01-01' ? jsonResponse({ message: 'Choose at most 731 days' }, 400) : jsonResponse(advancedAnalytics()),
    });
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Compared with the previous period' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2021-01-01' } });
    expect(await screen.findByText('Choose at most 731 days')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2021-01-01');
    expect(screen.queryByRole('button', { name: /try again|retry/i })).toBeNull();
  });

  it("names each listing's agent for a broker's team", async () => {
    const broker = makeCurrentUser({ role: 'BROKER' });
    const report = advancedAnalytics({ scope: 'team', listings: advancedAnalytics().listings.map((row) => ({ ...row, agentName: 'Member Mia' })) });
    mockApi({
      'GET /api/auth/user': signedInAs(broker),
      'GET /api/analytics': () => jsonResponse(analytics({ scope: 'team', advancedAnalytics: true })),
      'GET /api/analytics/advanced': () => jsonResponse(report),
    });
    renderApp('/analytics');
    const listings = await screen.findByRole('table', { name: 'Listings compared with the previous period' });
    expect(within(listings).getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(within(listings).getByRole('cell', { name: 'Member Mia' })).toBeInTheDocument();
  });

  it('shows the empty state and no comparison when neither period had activity', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/analytics': () => jsonResponse(analytics({ totals: zero, listings: [], series: [], advancedAnalytics: true })),
      'GET /api/analytics/advanced': () =>
        jsonResponse(advancedAnalytics({ totals: { current: zero, previous: zero }, listings: [], sources: [], funnel: [] })),
    });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.getByText(/Try a longer date range\./)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/analytics/advanced')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Compared with the previous period' })).toBeNull();
  });
});

describe('/analytics without advanced analytics', () => {
  it('shows the last 30 days with an upgrade note linking to the plans, no date fields, and never asks the advanced route', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(analytics()) });
    renderApp('/analytics');
    expect(await screen.findByRole('img', { name: /Activity over time/ })).toBeInTheDocument();
    const note = screen.getByRole('complementary', { name: 'Your plan shows the last 30 days' });
    expect(note).toHaveTextContent(PLAN_MESSAGE);
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(api.callsTo('GET', '/api/analytics/advanced')).toHaveLength(0);
  });

  it('keeps the upgrade note beside the empty state (no blank screen)', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(analytics({ totals: zero, listings: [], series: [] })) });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Try a longer date range/)).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Your plan shows the last 30 days' })).toBeInTheDocument();
  });

  it('says why and offers the plans when the server refuses the range (403), instead of a failure', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/analytics': () =>
        jsonResponse({ message: `Only the last 30 days are in basic analytics. ${PLAN_MESSAGE}`, code: 'PLAN_UPGRADE_REQUIRED' }, 403),
    });
    renderApp('/analytics');
    expect(await screen.findByText(`Only the last 30 days are in basic analytics. ${PLAN_MESSAGE}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
