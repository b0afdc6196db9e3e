import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeListResponse, makeProperty, makePropertySummary, makeSavedOpenHouse } from '../../testing/factories';
import { jsonResponse, mockApi, signedInAs, signedOutReply } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const HEARTS_KEY = 'openhouse:favorite-listings';
const storedHearts = () => JSON.parse(window.localStorage.getItem(HEARTS_KEY) ?? '[]') as string[];
const cardNamed = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('hearts and the account', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('a signed-out heart asks to sign in, and after signing in the home is saved and the visitor is back on the page', async () => {
    const listing = makePropertySummary({ title: 'Heart Me Home' });
    let isSignedIn = false;
    let saved: string[] = [];
    const api = mockApi({
      'GET /api/auth/user': () => (isSignedIn ? signedInAs(makeCurrentUser({ role: 'BUYER' }))() : signedOutReply()),
      'GET /api/properties': () => jsonResponse(makeListResponse([listing])),
      'POST /api/auth/signin': () => {
        isSignedIn = true;
        return jsonResponse({ message: 'Signed in', redirectUrl: '/' });
      },
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: saved }),
      'POST /api/users/saved-listings': (call) => {
        saved = [...new Set([...saved, ...(call.body as { propertyIds: string[] }).propertyIds])];
        return jsonResponse({ propertyIds: saved, skipped: [] });
      },
    });
    const { user, router } = renderApp('/listings?sort=price-asc');
    const heart = within(await cardNamed('Heart Me Home')).getByRole('button', { name: 'Favorite Heart Me Home' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this home' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.path.startsWith('/api/users/'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('link', { name: 'Sign in to save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(storedHearts()).toEqual([listing.id]);
    await user.type(await screen.findByLabelText(/Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/listings?sort=price-asc'));
    await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-listings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users/saved-listings')[0]?.body).toEqual({ propertyIds: [listing.id] });
    expect((await screen.findAllByText('Property Saved'))[0]).toBeInTheDocument();
    const heartAfter = within(await cardNamed('Heart Me Home')).getByRole('button', { name: 'Favorite Heart Me Home' });
    await waitFor(() => expect(heartAfter).toHaveAttribute('aria-pressed', 'true'));
    expect(storedHearts()).toEqual([]);
    // Once merged, nothing is sent again.
    expect(api.callsTo('POST', '/api/users/saved-listings')).toHaveLength(1);
  });

  it('Not now leaves nothing behind', async () => {
    const listing = makePropertySummary({ title: 'Maybe Later' });
    mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([listing])) });
    const { user, router } = renderApp('/listings');
    const heart = within(await cardNamed('Maybe Later')).getByRole('button', { name: 'Favorite Maybe Later' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign in to save this home' })).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedHearts()).toEqual([]);
    expect(router.state.location.pathname).toBe('/listings');
  });

  it('a signed-in visit merges the hearts this browser held in one bounded call, drops ids that never were, then forgets them', async () => {
    const held = Array.from({ length: 105 }, (_, i) => `01JVHELD${String(i).padStart(18, '0')}`);
    window.localStorage.setItem(HEARTS_KEY, JSON.stringify(['not a listing id!', ...held]));
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'POST /api/users/saved-listings': (call) => jsonResponse({ propertyIds: (call.body as { propertyIds: string[] }).propertyIds, skipped: [] }),
    });
    renderApp('/buyer/home');
    await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-listings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users/saved-listings')[0]?.body).toEqual({ propertyIds: held.slice(-100) });
    await waitFor(() => expect(storedHearts()).toEqual([]));
    expect((await screen.findAllByText('Homes Saved'))[0]).toBeInTheDocument();
  });

  it('keeps the hearts for a later try when the merge fails on the server', async () => {
    window.localStorage.setItem(HEARTS_KEY, JSON.stringify(['01JVHELD000000000000000001']));
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'POST /api/users/saved-listings': () => jsonResponse({ message: 'Internal error' }, 500),
    });
    renderApp('/buyer/home');
    await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-listings')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Buyer Portal' });
    expect(storedHearts()).toEqual(['01JVHELD000000000000000001']);
  });

  describe('open houses saved signed out', () => {
    const PENDING_KEY = 'openhouse:pending-open-house-saves';
    const storedOpenHouses = () => JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? '[]') as string[];
    const PROPERTY_ID = '01JVPROPERTY00000000000042';
    const property = () =>
      makeProperty({
        id: PROPERTY_ID,
        title: '42 Elm Street',
        upcomingOpenHouses: [{ id: 'oh-42', startsAt: '2026-05-30T18:00:00.000Z', endsAt: '2026-05-30T20:00:00.000Z', notes: null }],
      });

    it('Save asks to sign in, keeps the open house, and after signing in it is saved and the visitor is back on the page', async () => {
      let isSignedIn = false;
      let saved: ReturnType<typeof makeSavedOpenHouse>[] = [];
      const api = mockApi({
        'GET /api/auth/user': () => (isSignedIn ? signedInAs(makeCurrentUser({ role: 'BUYER' }))() : signedOutReply()),
        [`GET /api/properties/${PROPERTY_ID}`]: () => jsonResponse(property()),
        'POST /api/auth/signin': () => {
          isSignedIn = true;
          return jsonResponse({ message: 'Signed in', redirectUrl: '/' });
        },
        'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
        'GET /api/users/saved-open-houses': () => jsonResponse({ items: saved }),
        'POST /api/users/saved-open-houses': (call) => {
          saved = [makeSavedOpenHouse({ ...(call.body as { propertyId: string; openHouseId: string }), id: 'oh-42' })];
          return jsonResponse(saved[0], 201);
        },
      });
      const { user, router } = renderApp(`/property/${PROPERTY_ID}`);
      await user.click(await screen.findByRole('button', { name: /^Save open house: 42 Elm Street/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this open house' });
      await user.click(within(dialog).getByRole('link', { name: 'Sign in to save' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(storedOpenHouses()).toEqual([`${PROPERTY_ID}/oh-42`]);
      expect(api.callsTo('POST', '/api/users/saved-open-houses')).toHaveLength(0);
      await user.type(await screen.findByLabelText(/Email/), 'jane@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(`/property/${PROPERTY_ID}`));
      await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-open-houses')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/users/saved-open-houses')[0]?.body).toEqual({ propertyId: PROPERTY_ID, openHouseId: 'oh-42' });
      expect((await screen.findAllByText('Open House Saved'))[0]).toBeInTheDocument();
      // The list is read again after the save: on a busy machine that can take a few seconds.
      expect(await screen.findByRole('link', { name: /^Saved: 42 Elm Street/ }, { timeout: 5_000 })).toHaveAttribute('href', '/saved-open-houses');
      await waitFor(() => expect(storedOpenHouses()).toEqual([]));
      expect(api.callsTo('POST', '/api/users/saved-open-houses')).toHaveLength(1);
    });

    it('drops a held open house the server refuses for good (gone), keeps one it could not save now', async () => {
      window.localStorage.setItem(PENDING_KEY, JSON.stringify(['01JVGONE/oh-gone', '01JVLATER/oh-later', 'not/a/pair']));
      const api = mockApi({
        'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
        'POST /api/users/saved-open-houses': (call) =>
          (call.body as { openHouseId: string }).openHouseId === 'oh-gone'
            ? jsonResponse({ message: 'Open house not found' }, 404)
            : jsonResponse({ message: 'Internal error' }, 500),
      });
      renderApp('/buyer/home');
      await waitFor(() => expect(api.callsTo('POST', '/api/users/saved-open-houses')).toHaveLength(2));
      await waitFor(() => expect(storedOpenHouses()).toEqual(['01JVLATER/oh-later']));
    });
  });
});
