import { screen } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('role dashboards: access', () => {
  it.each([
    ['/buyer/home', 'Please sign in to access the buyer portal.'],
    ['/broker/dashboard', 'Please sign in to access the broker dashboard.'],
  ])('%s signed out: Access Denied, then /signin after 1.5 s', async (path, message) => {
    mockApi();
    const { router } = renderApp(path);
    expect((await screen.findAllByText('Access Denied'))[0]).toBeInTheDocument();
    const warnedAt = Date.now();
    expect((await screen.findAllByText(message))[0]).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);

    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 2500 })).toBeInTheDocument();
    expect(Date.now() - warnedAt).toBeGreaterThanOrEqual(1400);
    expect(router.state.location.pathname).toBe('/signin');
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
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/buyer/home shows the portal with disabled coming-soon cards', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ profile: { timeframe: '3-6-months', financing: 'cash' } })) });
    renderApp('/buyer/home');
    expect(await screen.findByRole('heading', { name: 'Buyer Portal' })).toBeInTheDocument();
    expect(screen.getByText('3–6 months')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
    for (const title of ['Browse open houses', 'Saved homes', 'Send offer intent', 'Search area']) {
      expect(screen.getByRole('heading', { name: title }).closest('li')).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('/broker/dashboard shows its coming-soon cards', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER', profile: { brokerageName: 'Lone Star Realty' } })) });
    renderApp('/broker/dashboard');
    expect(await screen.findByRole('heading', { name: 'Broker Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Lone Star Realty/)).toBeInTheDocument();
    for (const title of ['Team and billing', 'Financial overview', 'Performance analytics', 'Brokerage settings']) {
      expect(screen.getByRole('heading', { name: title }).closest('li')).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

describe('/agent/dashboard', () => {
  it('shows quick actions, Customize, the profile card and an honest open-houses card', async () => {
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
    mockApi({ 'GET /api/auth/user': signedInAs(agent) });
    renderApp('/agent/dashboard');

    expect(await screen.findByRole('heading', { name: 'Agent Dashboard' })).toBeInTheDocument();
    const quickActions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect([...quickActions.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/create-open-house',
      '/manage-open-houses',
      '/listings',
      '/map',
    ]);
    expect(screen.getByRole('link', { name: 'Customize' })).toHaveAttribute('href', '/theme');

    expect(screen.getByText('Sam Agent')).toBeInTheDocument();
    expect(screen.getByText('Real Estate Agent')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Realty')).toBeInTheDocument();
    for (const area of ['Austin', 'Round Rock', 'Cedar Park']) expect(screen.getByText(area)).toBeInTheDocument();
    expect(screen.queryByText('Pflugerville')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Condos')).toBeInTheDocument();

    expect(screen.getByText('You have no open houses yet.')).toBeInTheDocument();
    expect(screen.queryByText('5')).not.toBeInTheDocument();
  });
});
