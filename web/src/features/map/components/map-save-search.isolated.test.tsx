import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// MapLibre needs WebGL, which jsdom lacks: the canvas is the tests' stand-in.
vi.mock('../../../components/map/canvas/maplibre-canvas', async () => (await import('../../../testing/fake-map-canvas')).fakeMapCanvasModule());

const EMPTY_VIEW = { generatedAt: '2026-05-30T17:00:00.000Z', view: 'pins', total: 0, truncated: false, clusters: [], pins: [] };

describe('Save this search on /map', () => {
  it('saves the searched area, its place and the map filters', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'BUYER' })),
      'GET /api/map/listings': () => jsonResponse(EMPTY_VIEW),
      'POST /api/users/saved-searches': (call) =>
        jsonResponse(
          {
            id: '01JSAVEDSEARCH000000000002',
            ...(call.body as object),
            paused: false,
            createdAt: '2026-05-30T17:00:00.000Z',
            updatedAt: '2026-05-30T17:00:00.000Z',
            lastVisitedAt: '2026-05-30T17:00:00.000Z',
          },
          201,
        ),
    });
    const { user } = renderApp('/map?bbox=-97.9,30.1,-97.6,30.4&place=Austin&when=today&maxPrice=700000&minBedrooms=3');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Austin: 3+ beds, Under $700K');
    await user.click(within(dialog).getByRole('radio', { name: /Never/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/users/saved-searches')[0]?.body).toEqual({
      name: 'Austin: 3+ beds, Under $700K',
      source: 'map',
      frequency: 'never',
      filters: { when: 'today', maxPrice: 700_000, minBedrooms: 3 },
      area: { bbox: [-97.9, 30.1, -97.6, 30.4], place: 'Austin' },
    });
  });
});
