import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MAP_REFETCH_MS } from '@shared/constants/open-house';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { getMapOpenHousesQueryOptions, mapSourcePath, type TMapSource } from '../api/get-map-open-houses';
import { makeCurrentUser, makeMapProperty, makeMapResponse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { OpenHouseMapCard } from './open-house-map-card';

const USER_ID = '01JVAGENT00000000000000001';
const NOW = new Date('2026-05-30T17:00:00Z');
const upcoming = makeMapProperty({
  title: 'Brokerage Bungalow',
  openHouses: [{ id: '01JWOH0000000000000000BB01', startsAt: '2026-05-31T15:00:00Z', endsAt: '2026-05-31T17:00:00Z' }],
});

function renderCard(source: TMapSource) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <OpenHouseMapCard source={source} title="Open houses" emptyState={{ title: 'Nothing scheduled', description: 'No open houses yet.' }} />,
    },
  ]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the reusable map card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it.each<[string, TMapSource, string]>([
    ['public, everyone', { mode: 'public' }, '/api/map/all-open-houses'],
    ['public, one agent', { mode: 'public', userId: USER_ID }, `/api/agent/${USER_ID}/properties-with-open-houses`],
    ['agent, own', { mode: 'agent' }, '/api/agent/properties-with-open-houses'],
    ['broker, by id', { mode: 'broker', userId: USER_ID }, `/api/broker/${USER_ID}/brokerage-open-houses`],
    ['broker, own', { mode: 'broker' }, '/api/broker/brokerage-open-houses'],
  ])('%s reads %j from its own route', async (_name, source, path) => {
    expect(mapSourcePath(source)).toBe(path);
    const api = mockApi({ [`GET ${path}`]: () => jsonResponse(makeMapResponse([upcoming])) });
    renderCard(source);
    expect(await screen.findByRole('heading', { name: 'Brokerage Bungalow' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path !== '/api/auth/user').map((call) => call.path)).toEqual([path]);
  });

  it('lists a page of cards with the count and Show more, so an agent with hundreds of listings has a page with an end', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeMapProperty({
        id: `01JVPROP${String(i).padStart(18, '0')}`,
        title: `Listing ${i + 1}`,
        openHouses: [{ id: `01JWOH${String(i).padStart(20, '0')}`, startsAt: '2026-05-31T15:00:00Z', endsAt: '2026-05-31T17:00:00Z' }],
      }),
    );
    mockApi({ [`GET /api/agent/${USER_ID}/properties-with-open-houses`]: () => jsonResponse(makeMapResponse(many)) });
    renderCard({ mode: 'public', userId: USER_ID });
    const list = await screen.findByRole('list', { name: 'Open houses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByRole('button', { name: /^Add to my day: Listing \d+, / })).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30 listings')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Show more listings' }).click();
    expect(await screen.findByText('Showing 24 of 30 listings')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Show more listings' }).click();
    expect(await screen.findByText('Showing 30 of 30 listings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more listings' })).not.toBeInTheDocument();
  });

  it('shows an honest empty state, never demo open houses', async () => {
    mockApi({ 'GET /api/agent/properties-with-open-houses': () => jsonResponse(makeMapResponse([])) });
    renderCard({ mode: 'agent' });
    expect(await screen.findByRole('heading', { name: 'Nothing scheduled' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /map pins/ })).not.toBeInTheDocument();
  });

  it('refetches every 5 minutes (the only polling query)', () => {
    expect(getMapOpenHousesQueryOptions({ mode: 'public' }).refetchInterval).toBe(MAP_REFETCH_MS);
    expect(getMapOpenHousesQueryOptions({ mode: 'broker' }).refetchInterval).toBe(MAP_REFETCH_MS);
  });
});

describe('/broker/dashboard', () => {
  it("shows the brokerage's open houses on the broker map", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BROKER', profile: { brokerageName: 'Lone Star Realty' } })),
      'GET /api/broker/brokerage-open-houses': () => jsonResponse(makeMapResponse([upcoming])),
      'GET /api/users/saved-open-houses': () => jsonResponse({ items: [] }),
    });
    renderApp('/broker/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Brokerage Open Houses' })).closest('div.rounded-xl') as HTMLElement;
    expect(within(card).getByText('Open houses of every agent at Lone Star Realty.')).toBeInTheDocument();
    expect(await within(card).findByRole('heading', { name: 'Brokerage Bungalow' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/broker/brokerage-open-houses')).toHaveLength(1);
  });

  it('does not ask for a brokerage map for a signed-in non-broker', async () => {
    const api = mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })) });
    renderApp('/broker/dashboard');
    expect(await screen.findByText('The brokerage open-house map is available to broker accounts.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/broker/brokerage-open-houses')).toHaveLength(0);
  });
});
