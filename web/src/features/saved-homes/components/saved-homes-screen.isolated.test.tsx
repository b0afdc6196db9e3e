import { screen, waitFor, within } from '@testing-library/react';
import type { TSavedHome } from '@shared/schemas/saved-listing.schema';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const home = (title: string, overrides: Partial<TSavedHome> = {}): TSavedHome => {
  const listing = makePropertySummary({ title });
  return { propertyId: listing.id, savedAt: '2026-05-30T17:00:00.000Z', listing, ...overrides };
};

describe('/saved-homes', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the saved homes a page at a time with the count, the status of one that left the market and one no longer published', async () => {
    const maple = home('Maple House');
    const sold = home('Sold Cottage', { listing: makePropertySummary({ title: 'Sold Cottage', marketStatus: 'closed' }) });
    const gone = home('gone', { listing: null });
    const later = home('Later Loft');
    let removed = false;
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [maple.propertyId, sold.propertyId, later.propertyId] }),
      'GET /api/users/saved-homes': (call) =>
        call.query.cursor === 'page-2'
          ? jsonResponse({ items: [later], nextCursor: null, total: null })
          : jsonResponse({ items: removed ? [maple, sold] : [maple, sold, gone], nextCursor: 'page-2', total: removed ? 3 : 4 }),
      [`DELETE /api/users/saved-listings/${gone.propertyId}`]: () => {
        removed = true;
        return jsonResponse({ propertyIds: [maple.propertyId, sold.propertyId, later.propertyId] });
      },
    });
    const { user } = renderApp('/saved-homes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Homes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your saved homes' });
    expect(within(list).getByRole('heading', { name: 'Maple House' })).toBeInTheDocument();
    const soldCard = within(list).getByRole('heading', { name: 'Sold Cottage' }).closest('article') as HTMLElement;
    expect(within(soldCard).getByText('Closed')).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'No longer available' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 4 saved homes')).toBeInTheDocument();
    // The hearts on the cards read the account's saved listings.
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Favorite Maple House' })).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: 'Show more saved homes' }));
    expect(await within(list).findByRole('heading', { name: 'Later Loft' })).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 saved homes')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/saved-homes').at(-1)?.query).toEqual({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Show more saved homes' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByRole('heading', { name: 'No longer available' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/users/saved-listings/${gone.propertyId}`)).toHaveLength(1);
    expect(screen.getByText('Showing 3 of 3 saved homes')).toBeInTheDocument();
  });

  it('says how to save a home when there is none', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'GET /api/users/saved-homes': () => jsonResponse({ items: [], nextCursor: null, total: 0 }),
    });
    renderApp('/saved-homes');
    expect(await screen.findByRole('heading', { name: 'No saved homes yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Listings' })).toHaveAttribute('href', '/listings');
    expect(screen.queryByRole('list', { name: 'Your saved homes' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    mockApi();
    renderApp('/saved-homes');
    expect((await screen.findAllByText('Please sign in to see your saved homes.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'));
  });
});
