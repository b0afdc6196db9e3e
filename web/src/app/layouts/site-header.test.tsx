import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser } from '../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const header = () => screen.getByRole('banner');

describe('site header', () => {
  it('signed out: public nav with anchors on /, sign-in and get-started links', async () => {
    mockApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Browse Listings' })).toHaveAttribute('href', '/listings');
    expect(within(nav).getByRole('link', { name: 'Map View' })).toHaveAttribute('href', '/map');
    expect(within(header()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(header()).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(header()).getByRole('link', { name: /OpenHouse Market/ })).toHaveAttribute('href', '/');
    expect(within(header()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('signed out elsewhere: Pricing and Features point back to the landing sections', async () => {
    mockApi();
    renderApp('/terms');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    mockApi();
    const { user } = renderApp('/terms');
    await within(header()).findByRole('link', { name: 'Get Started' });
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('buyer: what a buyer can use (no Create Listing), and a user menu labelled with the first name', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Jane' })) });
    const { user } = renderApp('/terms');
    const trigger = await within(header()).findByRole('button', { name: 'Jane' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Browse Listings', '/listings'],
      ['Map View', '/map'],
      ['Saved Open Houses', '/saved-open-houses'],
      ['Saved Searches', '/saved-searches'],
      ['My Day', '/my-day'],
      ['Messages', '/messages'],
    ]);
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Professional' })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Account', 'Theme', 'Messages', 'Help', 'Saved Homes', 'Log Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help');
    // The homes saved with a heart, otherwise only reachable from the Buyer Portal.
    expect(within(menu).getByRole('menuitem', { name: 'Saved Homes' })).toHaveAttribute('href', '/saved-homes');
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/api/auth/logout');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("buyer: the bell of their saved searches' matches, in the bar on a phone too", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Jane' })),
      'GET /api/notifications/unread': () => jsonResponse({ unread: 2 }),
      'GET /api/notifications': () =>
        jsonResponse({
          items: [
            {
              id: '01JF0000000000000000000001',
              kind: 'search',
              title: 'New listing: 410 S Willson Ave',
              body: '$700,000 · 3 bd · 2 ba · matches “Bozeman”',
              link: '/property/p1',
              createdAt: '2026-11-27T10:00:00.000Z',
              isRead: false,
            },
          ],
          nextCursor: null,
          unread: 2,
        }),
    });
    const { user } = renderApp('/terms');
    const bell = await within(header()).findByRole('button', { name: 'Notifications, 2 unread' });
    // Not inside the part of the bar a phone folds into the menu.
    expect(bell.closest('.hidden')).toBeNull();
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: /New listing: 410 S Willson Ave/ })).toHaveAttribute('href', '/property/p1');
  });

  it('opens the user menu from the keyboard and on hover', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser()) });
    const { user } = renderApp('/terms');
    const trigger = await within(header()).findByRole('button', { name: 'Jane' });

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('a click pins the hover-opened menu; a second click closes it', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser()) });
    const { user } = renderApp('/terms');
    const trigger = await within(header()).findByRole('button', { name: 'Jane' });
    await user.click(trigger);
    await user.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it("labels the user menu 'User' when there is no first name", async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: '' })) });
    renderApp('/terms');
    expect(await within(header()).findByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it('agent: the professional header with its tabs and the user menu', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ firstName: 'Sam', role: 'AGENT' })) });
    renderApp('/terms');
    const tabs = await screen.findByRole('navigation', { name: 'Professional' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Browse Listings', '/listings'],
      ['Map View', '/map'],
      ['Dashboard', '/agent/dashboard'],
      ['Create Listing', '/create-listing'],
      ['Analytics', '/analytics'],
    ]);
    expect(within(header()).getByRole('button', { name: 'Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('broker: also the professional header', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER' })) });
    renderApp('/terms');
    expect(await screen.findByRole('navigation', { name: 'Professional' })).toBeInTheDocument();
  });
});
