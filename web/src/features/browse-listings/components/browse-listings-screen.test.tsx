import { act, screen, waitFor, within } from '@testing-library/react';
import { makeListResponse, makeProperty, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { EQUAL_HOUSING_ALT, FAIR_HOUSING_SHORT_NOTICE } from '@shared/constants/fair-housing';

const listings = (count: number, prefix = 'Home') => Array.from({ length: count }, (_, index) => makePropertySummary({ title: `${prefix} ${index + 1}` }));

/** GET /api/properties answering `reply(call)`; returns the calls to it. */
function mockListings(reply: (call: TApiCall) => ReturnType<typeof makeListResponse> = () => makeListResponse(listings(2))) {
  const api = mockApi({ 'GET /api/properties': (call) => jsonResponse(reply(call)) });
  return () => api.callsTo('GET', '/api/properties');
}

const lastQuery = (calls: () => TApiCall[]) => calls().at(-1)?.query;

describe('/listings', () => {
  it('shows a small fair-housing line after the results, linking to the fair-housing page', async () => {
    mockListings();
    renderApp('/listings');
    await screen.findByText('Showing 2 of 2 properties');
    const notice = screen.getByText(FAIR_HOUSING_SHORT_NOTICE).closest('p')!;
    expect(within(notice).getByRole('img', { name: EQUAL_HOUSING_ALT })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Fair housing' })).toHaveAttribute('href', '/fair-housing');
    // After the results, so it never pushes the first one down.
    expect(screen.getAllByRole('article')[0]!.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a listing opened from the list leads back to the list with its filters', async () => {
    const home = makePropertySummary({ title: 'Cedar Cottage' });
    mockApi({
      'GET /api/properties': () => jsonResponse(makeListResponse([home])),
      [`GET /api/properties/${home.id}`]: () => jsonResponse(makeProperty({ id: home.id, title: 'Cedar Cottage' })),
    });
    const search = '?minBedrooms=3&sort=price-asc';
    const { user, router } = renderApp(`/listings${search}`);
    await user.click(await screen.findByRole('link', { name: 'View Details' }));
    const back = await screen.findByRole('link', { name: 'Back to listings' });
    expect(back).toHaveAttribute('href', `/listings${search}`);
    await user.click(back);
    await waitFor(() => expect(router.state.location.search).toBe(search));
  });

  it('asks the server for the first page of newest listings and counts them', async () => {
    const calls = mockListings(() => makeListResponse(listings(2), { total: 2 }));
    renderApp('/listings');
    expect(await screen.findByText('Showing 2 of 2 properties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Properties' })).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ sort: 'newest', limit: '12' });
    expect(screen.queryByText('Filtered Results')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('price, bedrooms and sort go to the request and the URL; Filtered Results shows; Clear Filters resets', async () => {
    const calls = mockListings();
    const { user, router } = renderApp('/listings');
    await screen.findByText('Showing 2 of 2 properties');

    await user.selectOptions(screen.getByLabelText('Min price'), '$300K');
    await user.selectOptions(screen.getByLabelText('Max price'), '$500K');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ minPrice: '300000', maxPrice: '500000' }));
    expect(router.state.location.search).toBe('?minPrice=300000&maxPrice=500000');
    expect(await screen.findByText('Filtered Results')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Bedrooms'), '3+');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ minPrice: '300000', maxPrice: '500000', minBedrooms: '3' }));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ minPrice: '300000', maxPrice: '500000', minBedrooms: '3', sort: 'price-asc', limit: '12' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price-asc');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Min price')).toHaveValue('');
    expect(screen.getByLabelText('Max price')).toHaveValue('');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('all');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.queryByText('Filtered Results')).not.toBeInTheDocument();
    // The unfiltered first page is still cached (data never goes stale): no second request for it.
    expect(calls().filter((call) => !call.query.minPrice && !call.query.maxPrice)).toHaveLength(1);
  });

  it('Back undoes a filter', async () => {
    const calls = mockListings();
    const { user, router } = renderApp('/listings');
    await screen.findByText('Showing 2 of 2 properties');
    await user.selectOptions(screen.getByLabelText('Min price'), '$750K');
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=750000'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Min price')).toHaveValue(''));
    expect(router.state.location.search).toBe('');
    expect(calls()).toHaveLength(2);
  });

  it('the text search waits for typing to pause, then searches once; an unknown total reads "Showing X properties"', async () => {
    const calls = mockListings((call) => (call.query.q ? makeListResponse(listings(3), { total: null }) : makeListResponse(listings(2))));
    const { user, router } = renderApp('/listings');
    await screen.findByText('Showing 2 of 2 properties');

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'austin');
    expect(await screen.findByText('Showing 3 properties')).toBeInTheDocument();
    expect(
      calls()
        .filter((call) => call.query.q)
        .map((call) => call.query.q),
    ).toEqual(['austin']);
    expect(router.state.location.search).toBe('?q=austin');
    expect(screen.getByText('Filtered Results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });

  it('keeps searching when a page comes back short with a cursor (the server read its budget), so a match further on is found', async () => {
    const match = makePropertySummary({ title: '1234 Maple Grove Dr' });
    const calls = mockListings((call) =>
      call.query.cursor === 'after-2'
        ? makeListResponse([match], { total: null })
        : call.query.cursor === 'after-1'
          ? makeListResponse([], { nextCursor: 'after-2', total: null })
          : makeListResponse([], { nextCursor: 'after-1', total: null }),
    );
    renderApp('/listings?q=maple');
    expect(await screen.findByText('Showing 1 property')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1234 Maple Grove Dr' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Properties Found' })).not.toBeInTheDocument();
    expect(calls().map((call) => call.query.cursor)).toEqual([undefined, 'after-1', 'after-2']);
  });

  it('says the count is not final while a search still reads on', async () => {
    mockApi({
      'GET /api/properties': (call) =>
        call.query.cursor ? new Promise<Response>(() => {}) : jsonResponse(makeListResponse(listings(1), { nextCursor: 'more', total: null })),
    });
    renderApp('/listings?q=maple');
    expect(await screen.findByText('Showing 1 property so far, still searching…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Properties' })).not.toBeInTheDocument();
  });

  it('applies the filters the URL carries (the landing search row links here with an older price bucket, read as min and max)', async () => {
    const calls = mockListings();
    renderApp('/listings?q=Round%20Rock&priceRange=750k-plus&minBedrooms=4&sort=bedrooms-desc');
    await screen.findByText('Showing 2 of 2 properties');
    expect(lastQuery(calls)).toEqual({ q: 'Round Rock', minPrice: '750000', minBedrooms: '4', sort: 'bedrooms-desc', limit: '12' });
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('Round Rock');
    expect(screen.getByLabelText('Min price')).toHaveValue('750000');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('4');
    expect(screen.getByText('Filtered Results')).toBeInTheDocument();
  });

  it('folds the filters behind one button on a phone, saying how many are set; the search stays in view', async () => {
    mockListings();
    const { user } = renderApp('/listings?q=Round%20Rock&priceRange=750k-plus&minBedrooms=4&sort=bedrooms-desc');
    await screen.findByText('Showing 2 of 2 properties');
    // The price and bedrooms are set; the search is in view and the sort is not a filter.
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    // Hidden below sm by its class (jsdom applies no CSS), laid out from sm up.
    expect(filters).toHaveClass('max-sm:hidden', 'grid');
    expect(within(filters).getByLabelText('Min price')).toHaveValue('750000');
    expect(within(filters).getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    expect(within(filters).queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).not.toHaveClass('max-sm:hidden');
    await user.selectOptions(within(filters).getByLabelText('Bathrooms'), '2+');
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('button', { name: 'Filters and sort' })).toBeInTheDocument();
  });

  it('shows 6 skeleton cards while loading', async () => {
    mockApi({ 'GET /api/properties': () => new Promise<Response>(() => {}) });
    renderApp('/listings');
    expect(await screen.findByText('Loading properties')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card-skeleton')).toHaveLength(6);
  });

  it("says 'No Properties Found' when nothing matches", async () => {
    mockListings(() => makeListResponse([], { total: 0 }));
    renderApp('/listings?minBedrooms=5');
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 properties')).toBeInTheDocument();
  });

  it('says so when the listings cannot be loaded', async () => {
    mockApi({ 'GET /api/properties': () => jsonResponse({ message: 'Internal error' }, 500) });
    renderApp('/listings');
    expect(await screen.findByText('We could not load properties. Please try again.')).toBeInTheDocument();
  });

  it('Load More Properties fetches the next page with the cursor, and goes once there is no next page', async () => {
    const firstPage = listings(12, 'First');
    const secondPage = listings(8, 'Second');
    const calls = mockListings((call) =>
      call.query.cursor === 'page-2' ? makeListResponse(secondPage, { total: 20 }) : makeListResponse(firstPage, { nextCursor: 'page-2', total: 20 }),
    );
    const { user } = renderApp('/listings?minPrice=300000&maxPrice=500000');
    expect(await screen.findByText('Showing 12 of 20 properties')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More Properties' }));
    expect(await screen.findByText('Showing 20 of 20 properties')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ minPrice: '300000', maxPrice: '500000', sort: 'newest', limit: '12', cursor: 'page-2' });
    expect(within(screen.getByRole('list', { name: 'Properties' })).getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load More Properties' })).not.toBeInTheDocument();
  });

  it('shows no Load More with fewer than 12 results, even with a cursor', async () => {
    mockListings(() => makeListResponse(listings(5), { nextCursor: 'more', total: 5 }));
    renderApp('/listings');
    await screen.findByText('Showing 5 of 5 properties');
    expect(screen.queryByRole('button', { name: 'Load More Properties' })).not.toBeInTheDocument();
  });

  it('switches between grid and list', async () => {
    mockListings();
    const { user, router } = renderApp('/listings');
    await screen.findByText('Showing 2 of 2 properties');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?view=list');
  });
});
