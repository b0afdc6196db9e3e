import { screen, waitFor, within } from '@testing-library/react';
import type { TSavedSearchWithMatches } from '@shared/schemas/saved-search.schema';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const LONG_NAME = 'Three bedroom homes with a yard near the light rail and good schools, under seven fifty';

const savedSearch = (overrides: Partial<TSavedSearchWithMatches> = {}): TSavedSearchWithMatches => ({
  id: '01JSS00000000000000000000A',
  name: 'Denver family homes',
  source: 'listings',
  frequency: 'instant',
  paused: false,
  filters: { minBedrooms: 3, priceRange: '500k-750k' },
  area: { bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver' },
  createdAt: '2026-05-30T17:00:00.000Z',
  updatedAt: '2026-05-30T17:00:00.000Z',
  lastVisitedAt: '2026-05-30T17:00:00.000Z',
  newMatches: { count: 3, capped: false },
  ...overrides,
});

const MAP_SEARCH = savedSearch({
  id: '01JSS00000000000000000000B',
  name: LONG_NAME,
  source: 'map',
  frequency: 'daily',
  paused: true,
  filters: { when: 'today', maxPrice: 700_000 },
  area: { bbox: [-97.9, 30.1, -97.6, 30.4], place: 'Austin' },
  newMatches: { count: 100, capped: true },
});

const signedInBuyer = { 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })) };
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('/saved-searches', () => {
  it('lists each search with its filters, what is new, and Open to the screen it was saved on (marking the visit)', async () => {
    const api = mockApi({
      ...signedInBuyer,
      'GET /api/users/saved-searches': () => jsonResponse({ items: [savedSearch(), MAP_SEARCH], nextCursor: null, total: 2, max: 25 }),
      'POST /api/users/saved-searches/01JSS00000000000000000000A/visit': () => jsonResponse(savedSearch()),
      'GET /api/properties': () => jsonResponse({ items: [], nextCursor: null, total: 0 }),
    });
    const { user, router } = renderApp('/saved-searches');
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const denver = card('Denver family homes');
    expect(within(denver).getByText('3 new')).toBeInTheDocument();
    expect(within(denver).getByText('3+ beds · $500K-$750K · Denver')).toBeInTheDocument();
    expect(within(denver).getByText(/Alerts: instantly/)).toBeInTheDocument();
    const austin = card(LONG_NAME);
    expect(within(austin).getByText('100+ new')).toBeInTheDocument();
    expect(within(austin).getByText('Paused')).toBeInTheDocument();
    expect(within(austin).getByText(/Alerts paused/)).toBeInTheDocument();
    expect(within(austin).getByRole('link', { name: `Open ${LONG_NAME}` })).toHaveAttribute(
      'href',
      '/map?bbox=-97.9%2C30.1%2C-97.6%2C30.4&place=Austin&when=today&maxPrice=700000',
    );
    expect(screen.getByText('2 of 25 searches saved')).toBeInTheDocument();

    await user.click(within(denver).getByRole('link', { name: 'Open Denver family homes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      minPrice: '500000',
      maxPrice: '750000',
      minBedrooms: '3',
      bbox: '-105.1,39.6,-104.8,39.9',
      place: 'Denver',
    });
    await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-searches/01JSS00000000000000000000A/visit')).toHaveLength(1));
  });

  it('renames, changes the frequency, pauses, resumes and deletes after confirming', async () => {
    let items = [savedSearch()];
    const api = mockApi({
      ...signedInBuyer,
      'GET /api/users/saved-searches': () => jsonResponse({ items, nextCursor: null, total: items.length, max: 25 }),
      'PATCH /api/users/saved-searches/01JSS00000000000000000000A': (call) => {
        items = [{ ...items[0]!, ...(call.body as object) }];
        return jsonResponse(items[0]);
      },
      'DELETE /api/users/saved-searches/01JSS00000000000000000000A': () => {
        items = [];
        return jsonResponse({ success: true, message: 'Saved search deleted' });
      },
    });
    const { user } = renderApp('/saved-searches');
    await screen.findByRole('list', { name: 'Your saved searches' });

    await user.click(within(card('Denver family homes')).getByRole('button', { name: 'Edit Denver family homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Denver, 3 beds');
    await user.click(within(dialog).getByRole('radio', { name: /Daily digest/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/users/saved-searches/01JSS00000000000000000000A')[0]?.body).toEqual({ name: 'Denver, 3 beds', frequency: 'daily' });
    expect(await screen.findByRole('heading', { name: 'Denver, 3 beds' })).toBeInTheDocument();
    expect(within(card('Denver, 3 beds')).getByText(/Alerts: daily digest/)).toBeInTheDocument();

    await user.click(within(card('Denver, 3 beds')).getByRole('button', { name: 'Pause Denver, 3 beds' }));
    expect(await within(card('Denver, 3 beds')).findByRole('button', { name: 'Resume Denver, 3 beds' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/users/saved-searches/01JSS00000000000000000000A').at(-1)?.body).toEqual({ paused: true });
    await user.click(within(card('Denver, 3 beds')).getByRole('button', { name: 'Resume Denver, 3 beds' }));
    expect(await within(card('Denver, 3 beds')).findByRole('button', { name: 'Pause Denver, 3 beds' })).toBeInTheDocument();

    await user.click(within(card('Denver, 3 beds')).getByRole('button', { name: 'Delete Denver, 3 beds' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this saved search?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/users/saved-searches/01JSS00000000000000000000A')).toHaveLength(0);
    await user.click(within(card('Denver, 3 beds')).getByRole('button', { name: 'Delete Denver, 3 beds' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/users/saved-searches/01JSS00000000000000000000A')).toHaveLength(1);
  });

  it('says how to save a search when there is none', async () => {
    mockApi({ ...signedInBuyer, 'GET /api/users/saved-searches': () => jsonResponse({ items: [], nextCursor: null, total: 0, max: 25 }) });
    renderApp('/saved-searches');
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Listings' })).toHaveAttribute('href', '/listings');
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fails = true;
    mockApi({
      ...signedInBuyer,
      'GET /api/users/saved-searches': () =>
        fails ? jsonResponse({ message: 'Internal Server Error' }, 500) : jsonResponse({ items: [savedSearch()], nextCursor: null, total: 1, max: 25 }),
    });
    const { user } = renderApp('/saved-searches');
    expect(await screen.findByText('We could not load your saved searches. Please try again.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Denver family homes' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    mockApi();
    renderApp('/saved-searches');
    expect((await screen.findAllByText('Please sign in to see your saved searches.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'));
  });
});
