import { screen, waitFor, within } from '@testing-library/react';
import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import { makeCurrentUser, makeListResponse } from '../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const DENVER = '-105.1,39.6,-104.8,39.9';
const SEARCH_URL = `/listings?minBedrooms=3&maxPrice=750000&sort=price-asc&bbox=${DENVER}&place=Denver`;

const savedReply = (body: Record<string, unknown>): TSavedSearch => ({
  id: '01JSAVEDSEARCH000000000001',
  name: String(body.name),
  source: 'listings',
  frequency: 'daily',
  paused: false,
  filters: { minBedrooms: 3, priceRange: '500k-750k' },
  area: { bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver' },
  createdAt: '2026-05-30T17:00:00.000Z',
  updatedAt: '2026-05-30T17:00:00.000Z',
  lastVisitedAt: '2026-05-30T17:00:00.000Z',
});

function setUp(options: { signedIn?: boolean; role?: 'BUYER' | 'AGENT'; create?: (body: Record<string, unknown>) => Response; url?: string } = {}) {
  const { signedIn = true, role = 'BUYER', create = (body) => jsonResponse(savedReply(body), 201), url = SEARCH_URL } = options;
  const api = mockApi({
    ...(signedIn ? { 'GET /api/auth/user': signedInAs(makeCurrentUser({ role, subscriptionStatus: role === 'AGENT' ? 'active' : 'inactive' })) } : {}),
    'GET /api/properties': () => jsonResponse(makeListResponse([])),
    'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
    'POST /api/users/saved-searches': (call) => create(call.body as Record<string, unknown>),
  });
  return { api, ...renderApp(url) };
}

describe('Save this search on /listings', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('saves the filters and the place under a name offered from them, with the chosen frequency', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Denver: 3+ beds, Under $750K');
    expect(within(dialog).getByText('3+ beds · Under $750K · Denver')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Instantly/ })).toBeChecked();
    expect(within(dialog).getByText(/By e-mail and in the app/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Daily digest/ }));
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Family homes in Denver');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/users/saved-searches')[0]?.body).toEqual({
      name: 'Family homes in Denver',
      source: 'listings',
      frequency: 'daily',
      filters: { minBedrooms: 3, maxPrice: 750_000 },
      area: { bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver' },
    });
    expect(await screen.findByText('“Family homes in Denver” is in Saved Searches.')).toBeInTheDocument();
  });

  it("asks for a name, and shows the server's word when the limit is reached", async () => {
    const { api, user } = setUp({
      create: () => jsonResponse({ message: 'You can save up to 25 searches. Delete one you no longer need to save this one.' }, 409, 'Conflict'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/saved-searches')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can save up to 25 searches.');
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it("says that searches without an area are few, and shows the server's word past them", async () => {
    const limit = 'You can save up to 3 searches without an area (or with one larger than a few states). Choose a place or zoom the map in to save more.';
    const { user } = setUp({ url: '/listings?minBedrooms=3', create: () => jsonResponse({ message: limit }, 409, 'Conflict') });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByText('3+ beds · Anywhere')).toBeInTheDocument();
    expect(within(dialog).getByText('No area chosen: you can keep up to 3 searches without an area. Choose a place to save more.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);
  });

  it('says nothing of that limit for a search with an area', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).queryByText(/No area chosen/)).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to this very search', async () => {
    const { api, user } = setUp({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this search' });
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/signin?returnTo=${encodeURIComponent(SEARCH_URL)}`);
    await user.click(signIn);
    expect(window.sessionStorage.getItem('returnTo')).toBe(SEARCH_URL);
    expect(api.callsTo('POST', '/api/users/saved-searches')).toHaveLength(0);
  });

  it('is not offered to agents', async () => {
    setUp({ role: 'AGENT' });
    expect(await screen.findByText('Showing 0 of 0 properties')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('loads its dialog when opened, and gives focus back to the button when it closes', async () => {
    const { user } = setUp();
    const button = await screen.findByRole('button', { name: 'Save this search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
