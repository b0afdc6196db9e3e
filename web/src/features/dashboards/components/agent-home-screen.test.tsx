import { screen, waitFor, within } from '@testing-library/react';
import { chargeDate } from '@shared/time/charge-date';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { makeCurrentUser, makeListResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const agent = makeCurrentUser({ firstName: 'Sam', lastName: 'Realtor', role: 'AGENT', subscriptionStatus: 'active', profileImageUrl: '/photos/sam.jpg' });
const STATS = { totalProperties: 7, totalViews: 1234, totalLeads: 5, activeOpenHouses: 2 };

const elm = makePropertySummary({ address: '42 Elm Street', city: 'Austin', state: 'TX', price: 615_000, coverImage: '/photos/elm.jpg' });
const oak = makePropertySummary({ address: '7 Oak Lane', city: 'Round Rock', state: 'TX', price: 389_000, status: 'draft' });

type TItem = ReturnType<typeof makePropertySummary> & { linkedRole?: 'list-agent' | 'co-list-agent' | 'office' };

function setUp({
  user = agent,
  items = [elm, oak],
  linked = [],
  routes = {},
}: { user?: TCurrentUser; items?: TItem[]; linked?: TItem[][]; routes?: Parameters<typeof mockApi>[0] } = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(user),
    'GET /api/dashboard/stats': () => jsonResponse(STATS),
    // The agent's own listings, and (relation=linked) the pages of listings other accounts own that name them.
    'GET /api/properties': ({ query }) => {
      if (query.relation !== 'linked') return jsonResponse(makeListResponse(items));
      const page = query.cursor ? Number(query.cursor) : 0;
      return jsonResponse({
        items: linked[page] ?? [],
        nextCursor: page + 1 < linked.length ? String(page + 1) : null,
        total: page === 0 ? linked.flat().length : null,
      });
    },
    ...routes,
  });
  return { api, ...renderApp('/dashboard') };
}

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;

describe('the agent dashboard (/dashboard, /, /agent/dashboard)', () => {
  it('shows the name and image, New Listing, the four tiles and the recent listings', async () => {
    const { api } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam · Real Estate Agent')).toBeInTheDocument();
    expect(document.querySelector('img[src="/photos/sam.jpg"]')).not.toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Listing' })).toHaveAttribute('href', '/create-listing');
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();

    await waitFor(() => expect(within(tile('Active Listings')).getByText('7')).toBeInTheDocument());
    expect(within(tile('Total Views')).getByText('1,234')).toBeInTheDocument();
    expect(within(tile('New Leads')).getByText('5')).toBeInTheDocument();
    expect(within(tile('Active Open Houses')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Active Open Houses')).getByText('upcoming, any date')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('42 Elm Street')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('$615,000')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect((rows[0] as HTMLElement).querySelector('img[src="/photos/elm.jpg"]')).not.toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View 42 Elm Street' })).toHaveAttribute('href', `/property/${elm.id}`);
    expect(within(table).getByRole('link', { name: 'Edit 42 Elm Street' })).toHaveAttribute('href', `/edit-listing/${elm.id}`);
    // On a phone the same listings show as cards (one of the two is hidden by CSS, which jsdom does not apply).
    const cards = within(screen.getByRole('list', { name: 'Your most recent listings' }));
    expect(cards.getByRole('link', { name: 'View 42 Elm Street' })).toHaveAttribute('href', `/property/${elm.id}`);

    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ userId: agent.id, status: 'all', limit: '5' });
    // No listing of another account names the agent: no such section.
    expect(screen.queryByRole('heading', { name: 'Co-listed and office listings' })).not.toBeInTheDocument();
  });

  it('shows the Subscription Required banner when the subscription is not active', async () => {
    setUp({ user: makeCurrentUser({ role: 'BROKER', subscriptionStatus: 'inactive' }) });
    const banner = (await screen.findByRole('heading', { name: 'Subscription Required' })).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Broker Dashboard' })).toHaveAttribute('href', '/broker/dashboard');
  });

  it('tells an agent whose last payment failed to update the card, without asking to subscribe', async () => {
    setUp({ user: makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'inactive', canList: true }) });
    const banner = (await screen.findByRole('heading', { name: 'Your last payment failed' })).closest('section') as HTMLElement;
    expect(within(banner).getByText(/You can keep listing while the payment is retried/)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Update Payment Method' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New Listing' })).toHaveAttribute('href', '/create-listing');
  });

  it('shows Subscription Required, not the trial, once a trial has ended', async () => {
    const ended = {
      plan: 'solo_monthly',
      status: 'trialing',
      amount: null,
      currency: null,
      interval: null,
      currentPeriodEnd: '2025-01-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: '2025-01-01T00:00:00.000Z',
      allowsListing: false,
      listingLimit: 25,
    };
    setUp({
      user: makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'inactive' }),
      routes: { 'GET /api/billing': () => jsonResponse({ subscription: ended, hasPaymentAccount: false, plans: [] }) },
    });
    const banner = (await screen.findByRole('heading', { name: 'Subscription Required' })).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByText(/Free trial/)).not.toBeInTheDocument();
  });

  it('invites a first listing when there are none', async () => {
    setUp({ items: [] });
    expect(await screen.findByRole('heading', { name: "You haven't created any listings yet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Listing' })).toHaveAttribute('href', '/create-listing');
  });

  it('says so when the stats cannot be loaded, and asks only once', async () => {
    const { api } = setUp({ routes: { 'GET /api/dashboard/stats': () => jsonResponse({ message: 'Internal error' }, 500) } });
    expect(await screen.findByText('We could not load your statistics. Please reload the page to try again.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard/stats')).toHaveLength(1);
  });

  it('deletes a listing after confirmation, then refreshes the list and the tiles', async () => {
    let items = [elm, oak];
    const { api, user } = setUp({
      routes: {
        'GET /api/properties': () => jsonResponse(makeListResponse(items)),
        [`DELETE /api/properties/${elm.id}`]: () => {
          items = [oak];
          return jsonResponse({ success: true, message: 'Property and open house deleted successfully' });
        },
      },
    });
    await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: 'Delete 42 Elm Street' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(/42 Elm Street and its open houses will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));

    expect((await screen.findAllByText('Property and open house deleted successfully'))[0]).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/properties/${elm.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('42 Elm Street')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard/stats')).toHaveLength(2);
  });

  it('Cancel deletes nothing; a refused delete says so', async () => {
    const { api, user } = setUp({ routes: { [`DELETE /api/properties/${elm.id}`]: () => jsonResponse({ message: 'Internal error' }, 500) } });
    const table = within(await screen.findByRole('table'));
    await user.click(await table.findByRole('button', { name: 'Delete 42 Elm Street' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Delete 42 Elm Street' })).toHaveFocus();
    expect(api.callsTo('DELETE', `/api/properties/${elm.id}`)).toHaveLength(0);

    await user.click(table.getByRole('button', { name: 'Delete 42 Elm Street' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Listing' }));
    expect((await screen.findAllByText('Failed to delete property.'))[0]).toBeInTheDocument();
    expect(table.getByText('42 Elm Street')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/agent/dashboard'])("%s counts the free trial's days left", async (path) => {
    const trialEnd = new Date(Date.now() + 13.5 * 86_400_000).toISOString();
    const trial = {
      plan: 'solo_monthly',
      status: 'trialing',
      amount: null,
      currency: null,
      interval: null,
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
      trialEnd,
      allowsListing: true,
      listingLimit: 25,
    };
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/dashboard/stats': () => jsonResponse(STATS),
      'GET /api/properties': () => jsonResponse(makeListResponse([])),
      'GET /api/billing': () => jsonResponse({ subscription: trial, hasPaymentAccount: false, plans: [] }),
    });
    renderApp(path);
    const banner = (await screen.findByRole('heading', { name: 'Free trial: 14 days left' })).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('navigation', { name: 'Quick actions' })).toBeInTheDocument();
  });

  it('once a card is saved during the trial, says the plan and its first charge instead of the trial and Subscribe Now (issue 40.4)', async () => {
    const trialEnd = new Date(Date.now() + 9.5 * 86_400_000).toISOString();
    const subscribed = {
      plan: 'solo_monthly',
      status: 'trialing',
      amount: 2900,
      currency: 'usd',
      interval: 'month',
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
      trialEnd,
      hasPaymentMethod: true,
      allowsListing: true,
      listingLimit: 25,
    };
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/dashboard/stats': () => jsonResponse(STATS),
      'GET /api/properties': () => jsonResponse(makeListResponse([])),
      'GET /api/billing': () => jsonResponse({ subscription: subscribed, hasPaymentAccount: true, plans: [] }),
    });
    renderApp('/dashboard');
    const banner = (await screen.findByRole('heading', { name: `Subscribed to Solo Agent Monthly, first charge ${chargeDate(trialEnd)}` })).closest(
      'section',
    ) as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByText(/Free trial/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('/ is the same screen for a signed-in agent; a buyer gets the buyer portal', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      'GET /api/dashboard/stats': () => jsonResponse(STATS),
      'GET /api/properties': () => jsonResponse(makeListResponse([])),
    });
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Recent Listings' })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Listings' })).not.toBeInTheDocument();
  });

  it('lists the listings another account owns that name the agent (co-listed, office), marked so, paged with Show more, never editable here', async () => {
    const coListed = {
      ...makePropertySummary({ address: '576 Mesquite Pass, a forty-character street', city: 'Austin', state: 'TX', price: 1_250_000 }),
      linkedRole: 'co-list-agent' as const,
    };
    const office = { ...makePropertySummary({ address: '9 Pecan Court', city: 'Cedar Park', state: 'TX', price: 450_000 }), linkedRole: 'office' as const };
    const { api, user } = setUp({ linked: [[coListed], [office]] });
    const section = (await screen.findByRole('heading', { name: 'Co-listed and office listings' })).closest('section') as HTMLElement;
    expect(within(section).getByText('2 listings', { exact: false })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: coListed.address })).toHaveAttribute('href', `/property/${coListed.id}`);
    expect(within(section).getByText('Co-listed')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/properties').find((call) => call.query.relation === 'linked')?.query).toEqual({
      userId: agent.id,
      relation: 'linked',
      status: 'all',
      limit: '6',
    });

    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(await within(section).findByText('Office listing')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: office.address })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("shows the bell's unread count (the same query, one call) and links to the bell's list, which opens", async () => {
    const { api, user } = setUp({
      routes: {
        'GET /api/notifications/unread': () => jsonResponse({ unread: 3 }),
        'GET /api/notifications': () =>
          jsonResponse({
            items: [
              {
                id: '01JDZZZZZZZZZZZZZZZZZZZZZ1',
                kind: 'lead',
                title: 'New lead: Ann Lee',
                body: 'Ann Lee signed in',
                link: '/leads?lead=01JDLEAD00000000000000000A',
                createdAt: '2026-11-26T18:00:00.000Z',
                isRead: false,
              },
            ],
            nextCursor: null,
            unread: 3,
          }),
      },
    });
    const count = await screen.findByRole('link', { name: /^New leads \/ notifications\s*3\s*unread · open the list$/ });
    expect(within(count).getByText('3')).toBeInTheDocument();
    expect(count).toHaveAttribute('href', '/dashboard?notifications=open');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications/unread')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(count);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('New lead: Ann Lee')).toBeInTheDocument();
  });
});
