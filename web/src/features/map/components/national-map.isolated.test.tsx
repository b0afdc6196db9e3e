import { act, screen, waitFor, within } from '@testing-library/react';
import type { TMapViewportResponse } from '@shared/schemas/map.schema';
import { jsonResponse, mockApi, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// MapLibre needs WebGL, which jsdom lacks: the canvas is the tests' stand-in, which reports each fit as a camera at zoom 10.
vi.mock('../../../components/map/canvas/maplibre-canvas', async () =>
  (await import('../../../testing/fake-map-canvas')).fakeMapCanvasModule({
    fitZoom: 10,
    gestures: [{ name: 'pan by hand', bbox: [-97.8, 30.2, -97.7, 30.3], zoom: 13, cause: 'user' }],
  }),
);

// Saturday 30 May 2026, noon in Austin (CDT, UTC-5).
const NOW = new Date('2026-05-30T17:00:00Z');
const DENVER = '-105.1,39.6,-104.8,39.9';

const pin = (id: string, title: string, lat: number, lng: number, startsAt: string) => ({
  id,
  lat,
  lng,
  price: 525_000,
  title,
  address: `${id} Main St`,
  city: 'Denver',
  state: 'CO',
  coverImage: null,
  bedrooms: 3,
  bathroomsFull: 2,
  bathroomsHalf: 0,
  squareFeet: 1500,
  lotSizeSquareFeet: null,
  propertyType: 'single-family',
  marketStatus: 'active' as const,
  timeZone: 'America/Denver',
  nextOpenHouse: { id: `oh-${id}`, startsAt, endsAt: new Date(new Date(startsAt).getTime() + 2 * 3600_000).toISOString() },
});
const PINS = [
  pin('01JWP0000000000000000000A1', 'Wynkoop Loft', 39.75, -105.0, '2026-06-01T16:00:00Z'),
  pin('01JWP0000000000000000000A2', 'Grant Condo', 39.73, -104.98, '2026-05-31T16:00:00Z'),
];

const LONE = pin('01JWP0000000000000000000A3', 'Lone Ranch', 39.9, -104.5, '2026-06-01T16:00:00Z');

function viewportReply(call: TApiCall) {
  const body: TMapViewportResponse =
    Number(call.query.zoom) >= 12
      ? { generatedAt: NOW.toISOString(), view: 'pins', total: PINS.length, truncated: false, clusters: [], pins: PINS }
      : {
          generatedAt: NOW.toISOString(),
          view: 'clusters',
          total: 3,
          truncated: false,
          clusters: [
            { cell: '9xj', count: 2, lat: 39.74, lng: -104.99 },
            { cell: '9xm', count: 1, lat: 39.9, lng: -104.5, single: LONE },
          ],
          pins: [],
        };
  return jsonResponse(body);
}

function setUp(path: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({ 'GET /api/map/listings': viewportReply });
  return { api, ...renderApp(path) };
}

const viewportCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/api/map/listings').map((call) => call.query);
const searchOf = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

// Before the (fake) canvas, the same region is a still box, then a busy one: wait for the canvas itself.
const expectMapFittedTo = (bbox: string) => waitFor(() => expect(screen.getByRole('region', { name: 'Map of open houses' }).dataset.fit).toBe(bbox));

afterEach(() => vi.useRealTimers());

describe('/map, the national map', () => {
  it('opens the box and place of a location search link: title, the map fitted there, the list of that box with its count', async () => {
    const { api } = setUp(`/map?bbox=${DENVER}&place=Denver`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Denver Open Houses' })).toBeInTheDocument();
    await expectMapFittedTo(DENVER);
    expect(await screen.findByText('2 open houses in this area')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Open houses in this area' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Grant Condo', 'Wynkoop Loft']);
    expect(viewportCalls(api)).toContainEqual(
      expect.objectContaining({ west: '-105.1', south: '39.6', east: '-104.8', north: '39.9', zoom: '12', when: 'week' }),
    );
    // The map's own query follows its camera: clusters at zoom 10.
    expect(await screen.findByRole('button', { name: '2 open houses here: zoom in' })).toBeInTheDocument();
  });

  it('shows the whole contiguous US by default and never says Austin', async () => {
    setUp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Houses Across the US' })).toBeInTheDocument();
    await expectMapFittedTo('-124.8,24.4,-66.9,49.4');
    expect(screen.queryByText(/Austin/)).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'This Week' })).toBeChecked();
  });

  it('follows a pan by hand once the camera rests: the list and the URL move there (replaced, not a new entry) and the place name goes', async () => {
    const { api, user, router } = setUp(`/map?bbox=${DENVER}&place=Denver`);
    await screen.findByText('2 open houses in this area');
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'pan by hand' }));
    await waitFor(() => expect(searchOf(router).get('bbox')).toBe('-97.8,30.2,-97.7,30.3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searchOf(router).get('place')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Houses in This Area' })).toBeInTheDocument();
    await waitFor(() => expect(viewportCalls(api)).toContainEqual(expect.objectContaining({ west: '-97.8', east: '-97.7', zoom: '12' })));
    // The box it wrote itself is where the camera is: no refit.
    expect(screen.getByRole('region', { name: 'Map of open houses' }).dataset.fit).toBe(DENVER);
  });

  it("draws a cluster of one as its listing's price pin, which opens its card", async () => {
    const { user } = setUp(`/map?bbox=${DENVER}`);
    const lone = await screen.findByRole('button', { name: /^Lone Ranch, \$525K, / });
    expect(lone).toHaveTextContent('$525K');
    expect(screen.queryByRole('button', { name: /^1 open houses? here/ })).not.toBeInTheDocument();
    await user.click(lone);
    expect(await screen.findByRole('dialog', { name: 'Selected listing: Lone Ranch' })).toBeInTheDocument();
  });

  it('zooms into a cluster and moves the list there; a pin opens its card, which links to the listing', async () => {
    const { user, router } = setUp(`/map?bbox=${DENVER}`);
    await user.click(await screen.findByRole('button', { name: '2 open houses here: zoom in' }));
    await waitFor(() => expect(searchOf(router).get('bbox')).toBe('-105.09,39.64,-104.89,39.84'));
    const pinButton = await screen.findByRole('button', { name: /^Wynkoop Loft, \$525K, This week, / });
    expect(pinButton).toHaveTextContent('$525K');
    await user.click(pinButton);
    const card = await screen.findByRole('dialog', { name: 'Selected listing: Wynkoop Loft' });
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/property/01JWP0000000000000000000A1');
    expect(within(card).getByText(/Mon, Jun 1, 10:00 AM – 12:00 PM MDT/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Close listing card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fits a new box put in the URL while on /map (the location search navigating again)', async () => {
    const { router } = setUp(`/map?bbox=${DENVER}&place=Denver`);
    await screen.findByText('2 open houses in this area');
    await act(() => router.navigate('/map?bbox=-97.95,30.1,-97.55,30.5&place=Austin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin Open Houses' })).toBeInTheDocument();
    await expectMapFittedTo('-97.95,30.1,-97.55,30.5');
  });

  it('keeps the filters in the URL and asks with them', async () => {
    const { api, user, router } = setUp(`/map?bbox=${DENVER}`);
    await screen.findByText('2 open houses in this area');
    await user.click(screen.getByText('This Month', { exact: true }));
    await waitFor(() => expect(searchOf(router).get('when')).toBe('month'));
    await waitFor(() => expect(viewportCalls(api)).toContainEqual(expect.objectContaining({ when: 'month', zoom: '12' })));
    expect(searchOf(router).get('bbox')).toBe(DENVER);
  });

  it('opens on the list on a phone, and loads the map only when Map is chosen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      const { user } = setUp(`/map?bbox=${DENVER}`);
      const toggle = await screen.findByRole('group', { name: 'Show the map or the list' });
      expect(within(toggle).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByRole('list', { name: 'Open houses in this area' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Map of open houses' })).not.toBeInTheDocument();
      await user.click(within(toggle).getByRole('button', { name: 'Map' }));
      expect(within(toggle).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByRole('region', { name: 'Map of open houses' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Open houses in this area' }).closest('.hidden')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
