import { screen } from '@testing-library/react';
import { makeCurrentUser } from '../../testing/factories';
import { mockApi, signedInAs } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('routing', () => {
  it('shows the 404 screen for an unknown path', async () => {
    mockApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it.each(['/settings', '/account', '/messages'])('%s only exists when signed in', async (path) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['/settings', 'Settings'],
    ['/account', 'Account'],
    ['/messages', 'Messages'],
  ])('%s is routed for a signed-in user', async (path, heading) => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/listings', 'Browse Properties'],
    ['/map', 'Open Houses Across the US'],
    ['/property/01JVNOSUCHLISTING000000001', 'Property Not Found'],
  ])('%s is public', async (path, heading) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/ shows the landing screen when signed out', async () => {
    mockApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Open houses that fill themselves/ })).toBeInTheDocument();
  });

  it('/dashboard only exists when signed in', async () => {
    mockApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('renders no signed-in-only screen while the session loads', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
  });

  it.each(['/', '/dashboard', '/agent/dashboard'])('%s is the one dashboard of a signed-in broker, with a way to the brokerage', async (path) => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Jane', role: 'BROKER' })) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jane · Real Estate Broker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Broker Dashboard/ })).toHaveAttribute('href', '/broker/dashboard');
  });

  it('a buyer is welcomed in the visit that made the account, welcomed back after', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Jane' })) });
    window.sessionStorage.setItem('openhouse:new-account', '1');
    const { unmount } = renderApp('/buyer/home');
    expect(await screen.findByText('Welcome, Jane.')).toBeInTheDocument();
    unmount();
    window.sessionStorage.clear();
    renderApp('/buyer/home');
    expect(await screen.findByText('Welcome back, Jane.')).toBeInTheDocument();
  });

  it.each(['/', '/dashboard', '/buyer/home'])('%s is the one dashboard of a signed-in buyer', async (path) => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Jane' })) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer Portal' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jane.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse listings/ })).toHaveAttribute('href', '/listings');
  });
});
