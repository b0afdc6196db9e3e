import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeMapResponse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('role dashboards: access', () => {
  it.each([
    ['/buyer/home', 'Please sign in to access the buyer portal.'],
    ['/broker/dashboard', 'Please sign in to access the broker dashboard.'],
  ])('%s signed out: Access Denied, then /signin after 1.5 s', async (path, message) => {
    // The clock is the test's: the delay is measured in fake time, so a loaded machine cannot make it flaky.
    vi.useFakeTimers();
    mockApi();
    const { router } = renderApp(path);
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    for (let step = 0; step < 200 && screen.queryAllByText('Access Denied').length === 0; step += 1) await advance(1);
    expect(screen.getAllByText('Access Denied')[0]).toBeInTheDocument();
    expect(screen.getAllByText(message)[0]).toBeInTheDocument();

    await advance(1400);
    expect(router.state.location.pathname).toBe(path);
    await advance(200);
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('/agent/dashboard sends a signed-out visitor to /', async () => {
    mockApi();
    const { router } = renderApp('/agent/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Open houses that fill themselves/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/agent/dashboard sends a buyer to /', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    const { router } = renderApp('/agent/dashboard');
    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/buyer/home links to the map, saved homes, saved open houses and saved searches (an area search); offer intent is still coming soon', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ profile: { timeframe: '3-6-months', financing: 'cash' } })) });
    renderApp('/buyer/home');
    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(screen.getByText('3–6 months')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse open houses/ })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('link', { name: /Saved homes/ })).toHaveAttribute('href', '/saved-homes');
    expect(screen.getByRole('link', { name: /Saved open houses/ })).toHaveAttribute('href', '/saved-open-houses');
    expect(screen.getByRole('link', { name: /Saved searches/ })).toHaveAttribute('href', '/saved-searches');
    expect(screen.queryByRole('heading', { name: 'Search area' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send offer intent' }).closest('li')).toHaveAttribute('aria-disabled', 'true');
  });

  it('/broker/dashboard shows the Team card and its coming-soon cards', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER', profile: { brokerageName: 'Lone Star Realty' } })),
      'GET /api/broker/brokerage-open-houses': () => jsonResponse(makeMapResponse([])),
      'GET /api/brokerage/team': () => jsonResponse({ brokerageName: 'Lone Star Realty', pending: [], members: [] }),
    });
    renderApp('/broker/dashboard');
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText(/Lone Star Realty/)[0]).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Team' })).toBeInTheDocument();
    for (const title of ['Financial overview', 'Brokerage settings']) {
      expect(screen.getByRole('heading', { name: title }).closest('li')).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('link', { name: /Performance analytics/ })).toHaveAttribute('href', '/analytics');
  });
});

describe('/agent/dashboard', () => {
  it('shows quick actions, Customize, the profile card, the real open-house count and an honest empty map', async () => {
    const agent = makeCurrentUser({
      firstName: 'Sam',
      role: 'AGENT',
      profile: {
        displayName: 'Sam Agent',
        brokerageName: 'Lone Star Realty',
        servingAreas: ['Austin', 'Round Rock', 'Cedar Park', 'Pflugerville', 'Leander'],
        specialties: ['First-time buyers', 'Condos'],
      },
    });
    const api = mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/agent/properties-with-open-houses': () => jsonResponse(makeMapResponse([])),
      'GET /api/dashboard/stats': () => jsonResponse({ totalProperties: 0, totalViews: 0, totalLeads: 0, activeOpenHouses: 0 }),
    });
    renderApp('/agent/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam · Real Estate Agent')).toBeInTheDocument();
    const quickActions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect([...quickActions.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/manage-open-houses?add=open-house',
      '/manage-open-houses',
      '/listings',
      '/map',
      '/mls-integration',
    ]);
    expect(screen.getByRole('link', { name: 'Customize' })).toHaveAttribute('href', '/theme');

    expect(screen.getByText('Sam Agent')).toBeInTheDocument();
    expect(screen.getByText('Real Estate Agent', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Lone Star Realty')).toBeInTheDocument();
    for (const area of ['Austin', 'Round Rock', 'Cedar Park']) expect(screen.getByText(area)).toBeInTheDocument();
    expect(screen.queryByText('Pflugerville')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Condos')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'You have no open houses yet.' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Create Open House' }).at(-1)).toHaveAttribute(
      'href',
      '/manage-open-houses?add=open-house',
    );
    const count = screen.getByText('Active Open Houses', { selector: 'dt' }).closest('div') as HTMLElement;
    await waitFor(() => expect(within(count).getByText('0')).toBeInTheDocument());
    // The map below counts this week's: the tile says it covers every upcoming one.
    expect(within(count).getByText('upcoming, any date')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/agent/properties-with-open-houses')).toHaveLength(1);
  });
});
