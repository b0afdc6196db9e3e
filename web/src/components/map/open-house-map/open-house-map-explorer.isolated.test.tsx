import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { makeMapProperty, makeMapResponse } from '../../../testing/factories';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { OpenHouseMapCard } from './open-house-map-card';

// MapLibre needs WebGL, which jsdom lacks: the canvas is the tests' stand-in, with a person zooming out to the whole of Colorado.
vi.mock('../canvas/maplibre-canvas', async () =>
  (await import('../../../testing/fake-map-canvas')).fakeMapCanvasModule({
    gestures: [{ name: 'Zoom out', bbox: [-109.1, 36.9, -102, 41.1], zoom: 6, cause: 'user' }],
  }),
);

// Saturday 30 May 2026, 11 AM in Denver (MDT, UTC-6).
const NOW = new Date('2026-05-30T17:00:00Z');
const openHouse = (id: string, startsAt: string) => [{ id, startsAt, endsAt: new Date(new Date(startsAt).getTime() + 2 * 3600_000).toISOString() }];
const DENVER = { city: 'Denver', state: 'CO', timeZone: 'America/Denver' };
const LOFT = makeMapProperty({
  id: '01JVPROP000000000000000001',
  title: 'Wynkoop Loft',
  price: 525_000,
  coordinates: { lat: 39.75, lng: -105.0 },
  openHouses: openHouse('01JWOH0000000000000000A1', '2026-05-30T20:00:00Z'),
  ...DENVER,
});
const CONDO = makeMapProperty({
  id: '01JVPROP000000000000000002',
  title: 'Grant Condo',
  price: 410_000,
  coordinates: { lat: 39.65, lng: -104.9 },
  openHouses: openHouse('01JWOH0000000000000000A2', '2026-06-02T16:00:00Z'),
  ...DENVER,
});
const UNMAPPED = makeMapProperty({
  id: '01JVPROP000000000000000003',
  title: 'Simple Form House',
  coordinates: null,
  openHouses: openHouse('01JWOH0000000000000000A3', '2026-06-01T16:00:00Z'),
  ...DENVER,
});

function renderAgentMap() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockApi({ 'GET /api/agent/properties-with-open-houses': () => jsonResponse(makeMapResponse([LOFT, CONDO, UNMAPPED])) });
  const router = createMemoryRouter([
    { path: '/', element: <OpenHouseMapCard source={{ mode: 'agent' }} title="Your Open Houses" emptyState={{ title: 'None', description: 'None yet.' }} /> },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** The map once MapLibre's module has loaded (a busy placeholder of the same name stands there before). */
async function findMap(): Promise<HTMLElement> {
  await screen.findByRole('button', { name: /^Wynkoop Loft, / });
  return screen.getByRole('region', { name: 'Your Open Houses: map pins' });
}

afterEach(() => vi.useRealTimers());

describe('the agent and broker map (the national map, not a drawing of Austin)', () => {
  it("fits the map to an agent's Denver pins and lists the open house that has no coordinates", async () => {
    renderAgentMap();
    const map = await findMap();
    // Denver's two pins with a 15 % margin each side; no clusters.
    expect(map.dataset.fit).toBe('-105.015,39.635,-104.885,39.765');
    expect(map.dataset.clusters).toBe('');
    expect(
      within(map)
        .getAllByRole('button')
        .map((pin) => pin.textContent),
    ).toEqual(['$525K', '$410K']);
    const list = screen.getByRole('list', { name: 'Your Open Houses' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Wynkoop Loft', 'Simple Form House', 'Grant Condo']);
    expect(screen.getByText('1 open house has no map location yet: it is in the list.')).toBeInTheDocument();
    expect(screen.queryByText(/Austin/)).not.toBeInTheDocument();
  });

  it('selects the card of a chosen pin, and marks the pin of a chosen card', async () => {
    const user = renderAgentMap();
    const map = await findMap();
    await user.click(within(map).getByRole('button', { name: /^Grant Condo, \$410K, This week, / }));
    const list = screen.getByRole('list', { name: 'Your Open Houses' });
    const current = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Grant Condo']);
    await user.click(within(list).getByRole('heading', { name: 'Wynkoop Loft' }));
    expect(within(map).getByRole('button', { name: /^Wynkoop Loft, / })).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('button', { name: /^Grant Condo, / })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refits to the pins a filter leaves', async () => {
    const user = renderAgentMap();
    const map = await findMap();
    await user.click(screen.getByText('Today Only', { exact: true }));
    expect(
      within(map)
        .getAllByRole('button')
        .map((pin) => pin.textContent),
    ).toEqual(['$525K']);
    expect(map.dataset.fit).toBe('-105.013,39.737,-104.987,39.763');
    expect(screen.queryByText(/no map location/)).not.toBeInTheDocument();
  });

  it("joins close pins into a cluster when zoomed out, and keeps the selected listing's pin apart", async () => {
    const user = renderAgentMap();
    const map = await findMap();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    // The loft and the condo, 14 km apart, are one cluster of 2 at a state's zoom.
    expect(map.dataset.clusters).toBe('2');
    expect(within(map).queryAllByRole('button')).toEqual([]);
    await user.click(within(screen.getByRole('list', { name: 'Your Open Houses' })).getByRole('heading', { name: 'Grant Condo' }));
    expect(map.dataset.clusters).toBe('');
    expect(
      within(map)
        .getAllByRole('button')
        .map((pin) => [pin.textContent, pin.getAttribute('aria-pressed')]),
    ).toEqual([
      ['$525K', 'false'],
      ['$410K', 'true'],
    ]);
  });
});
