import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeListResponse, makePropertySummary } from '../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const cardNamed = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('property card', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the real photo, agent and next open house, in the listing time zone', async () => {
    const listing = makePropertySummary({
      title: 'Modern Bungalow',
      address: '42 Elm Street',
      price: 615_000,
      coverImage: '/photos/agent-1/elm/cover.jpg',
      agent: { id: 'agent-1', name: 'Sam Realtor', photoUrl: '/photos/agent-1/me.jpg', brokerageName: 'Lone Star Realty', role: 'AGENT' },
      // 18:00Z is 1:00 PM in Austin in May (CDT, UTC-5).
      nextOpenHouse: { id: 'oh-1', startsAt: '2026-05-30T18:00:00.000Z', endsAt: '2026-05-30T20:00:00.000Z', notes: null },
    });
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([listing])) });
    renderApp('/listings');

    const card = await cardNamed('Modern Bungalow');
    expect(within(card).getByText('$615,000')).toBeInTheDocument();
    expect(within(card).getByText(/42 Elm Street, Austin, TX 78701/)).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of 42 Elm Street' })).toHaveAttribute('src', '/photos/agent-1/elm/cover.jpg');
    expect(within(card).getByText('Sam Realtor')).toBeInTheDocument();
    expect(within(card).getByText('Lone Star Realty')).toBeInTheDocument();
    expect(card.querySelector('img[src="/photos/agent-1/me.jpg"]')).not.toBeNull();
    expect(within(card).getByText('Open House: Sat, May 30, 1:00 PM – 3:00 PM CDT')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/property/${listing.id}`);
  });

  it('says a studio, full and half baths as one number, land by its lot, and a pending or Coming Soon status', async () => {
    const studio = makePropertySummary({
      title: 'Studio Loft',
      bedrooms: 0,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      bathrooms: 2.5,
      squareFeet: 540,
      marketStatus: 'pending',
    });
    const land = makePropertySummary({
      title: 'Hill Country Acreage',
      propertyType: 'land',
      bedrooms: 0,
      bathroomsFull: 0,
      bathroomsHalf: 0,
      squareFeet: 0,
      lotSizeSquareFeet: 2_286_900,
      marketStatus: 'coming-soon',
      onMarketDate: '2026-06-12',
    });
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([studio, land])) });
    renderApp('/listings');

    const studioFacts = within(await cardNamed('Studio Loft')).getByRole('list', { name: 'Key facts' });
    expect(
      within(studioFacts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Studio', '2.5 ba', '540 sq ft']);
    expect(within(await cardNamed('Studio Loft')).getByText('Pending')).toBeInTheDocument();
    const landCard = await cardNamed('Hill Country Acreage');
    expect(
      within(within(landCard).getByRole('list', { name: 'Key facts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['52.5 acres lot']);
    expect(within(landCard).getByText('Coming Soon · Jun 12, 2026')).toBeInTheDocument();
  });

  it("says 'Call for Schedule' and 'No photo available' when there is none, and invents no agent", async () => {
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([makePropertySummary({ title: 'Quiet Condo' })])) });
    renderApp('/listings');
    const card = await cardNamed('Quiet Condo');
    expect(within(card).getByText('Open House: Call for Schedule')).toBeInTheDocument();
    expect(within(card).getByText('No photo available')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a signed-in user’s heart is saved on the server, and unsaved again', async () => {
    const listing = makePropertySummary({ title: 'Saved Home' });
    let saved: string[] = [];
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/properties': () => jsonResponse(makeListResponse([listing])),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: saved }),
      [`PUT /api/users/saved-listings/${listing.id}`]: () => {
        saved = [listing.id];
        return jsonResponse({ propertyIds: saved });
      },
      [`DELETE /api/users/saved-listings/${listing.id}`]: () => {
        saved = [];
        return jsonResponse({ propertyIds: saved });
      },
    });
    const { user } = renderApp('/listings');
    const heart = within(await cardNamed('Saved Home')).getByRole('button', { name: 'Favorite Saved Home' });
    await waitFor(() => expect(api.callsTo('GET', '/api/users/saved-listings')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT', `/api/users/saved-listings/${listing.id}`)).toHaveLength(1);

    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('DELETE', `/api/users/saved-listings/${listing.id}`)).toHaveLength(1);
  });

  it('rolls the heart back when the server refuses', async () => {
    const listing = makePropertySummary({ title: 'Stubborn Home' });
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/properties': () => jsonResponse(makeListResponse([listing])),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
      [`PUT /api/users/saved-listings/${listing.id}`]: () => jsonResponse({ message: 'Internal error' }, 500),
    });
    const { user } = renderApp('/listings');
    const heart = within(await cardNamed('Stubborn Home')).getByRole('button', { name: 'Favorite Stubborn Home' });
    await user.click(heart);
    expect((await screen.findAllByText('Could not update favorites'))[0]).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it("a visitor's heart asks to sign in instead of saving, with no server call", async () => {
    const listing = makePropertySummary({ title: 'Local Favourite' });
    const api = mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([listing])) });
    const { user } = renderApp('/listings');
    const heart = within(await cardNamed('Local Favourite')).getByRole('button', { name: 'Favorite Local Favourite' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(await screen.findByRole('dialog', { name: 'Sign in to save this home' })).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.path.startsWith('/api/users/saved-listings'))).toHaveLength(0);
  });
});
