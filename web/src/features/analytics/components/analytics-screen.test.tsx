import { screen, waitFor, within } from '@testing-library/react';
import { analytics, zero } from '../../../testing/analytics-factories';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });

describe('/analytics', () => {
  it('shows the totals, a chart with a text summary, and the same numbers as a table', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(analytics()) });
    const { user } = renderApp('/analytics');
    const chart = await screen.findByRole('img', {
      name: /^Activity over time: 12 views, 3 saves, 2 inquiries, 4 open-house sign-ins; most views on Mar 2 \(7\)/,
    });
    expect(chart).toBeInTheDocument();
    expect(screen.getByText('Open-house sign-ins', { selector: 'dt' }).nextSibling).toHaveTextContent('4');
    await user.click(screen.getAllByRole('button', { name: 'Show table' })[0]!);
    const table = screen.getByRole('table', { name: 'Activity over time' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent).join('|'));
    expect(cells).toEqual(['Day|Views|Saves|Inquiries|Open-house sign-ins|Leads', 'Mar 1|5|0|0|0|0', 'Mar 2|7|3|2|4|6', 'Mar 3|0|0|0|0|0']);
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');
    const listings = screen.getByRole('table', { name: 'Activity by listing' });
    expect(within(listings).getByRole('link', { name: 'Elm Street Bungalow with a very long name that wraps' })).toHaveAttribute(
      'href',
      '/property/01JWPR00000000000000000001',
    );
    expect(screen.getByText('Sign-ins per open house', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Leads per sign-in', { selector: 'dt' }).nextSibling).toHaveTextContent('75%');
  });

  it('says one open house and one inquiry in the singular, caps leads per 100 views, and names no bare UTC', async () => {
    const one = { ...zero, views: 1, inquiries: 1, signIns: 1, leads: 5, openHouses: 1, contactableSignIns: 1 };
    const data = analytics({
      totals: one,
      conversion: { openHouses: 1, signIns: 1, contactableSignIns: 1, signInsPerOpenHouse: 1, leadsPerSignIn: 1 },
      listings: [{ ...analytics().listings[0]!, ...one }],
    });
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(data) });
    renderApp('/analytics');
    expect(await screen.findByRole('img', { name: /^Activity over time: 1 view, 0 saves, 1 inquiry, 1 open-house sign-in;/ })).toBeInTheDocument();
    expect(screen.getByText('1 sign-in at 1 open house')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('(UTC days)');
    expect(document.body).toHaveTextContent('Days are in Central Time (America/Chicago), where your listings are.');
    const listings = screen.getByRole('table', { name: 'Activity by listing' });
    const row = within(listings).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('100+');
    expect(row).not.toHaveTextContent('500');
  });

  it('asks for weeks and a date range when the agent picks them', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(analytics()) });
    const { user } = renderApp('/analytics');
    await screen.findByRole('img', { name: /Activity over time/ });
    await user.click(within(screen.getByRole('group', { name: 'Group by' })).getByRole('button', { name: 'Week' }));
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(api.callsTo('GET', '/api/analytics').at(-1)?.query).toEqual({ bucket: 'week', timeZone }));
    await user.selectOptions(screen.getByLabelText('Listing'), 'Elm Street Bungalow with a very long name that wraps');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/analytics').at(-1)?.query).toEqual({ bucket: 'week', listingId: '01JWPR00000000000000000001', timeZone }),
    );
  });

  it('says when there is no activity yet', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse(analytics({ totals: zero, listings: [], series: [] })) });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), 'GET /api/analytics': () => jsonResponse({ message: 'Internal error' }, 500) });
    renderApp('/analytics');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows a broker their team's numbers per agent", async () => {
    const broker = makeCurrentUser({ role: 'BROKER' });
    const agents = [{ agentId: 'a1', name: 'Member Mia', ...zero, inquiries: 2, leads: 2 }];
    mockApi({ 'GET /api/auth/user': signedInAs(broker), 'GET /api/analytics': () => jsonResponse(analytics({ scope: 'team', agents })) });
    renderApp('/analytics');
    const table = await screen.findByRole('table', { name: 'Activity by agent' });
    expect(within(table).getByRole('rowheader', { name: 'Member Mia' })).toBeInTheDocument();
  });
});
