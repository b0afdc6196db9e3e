import { screen, waitFor } from '@testing-library/react';
import type { TPinPickerProps } from '../../../components/map/pin-picker/pin-picker';
import { makeCurrentUser, makeListResponse, makeProperty } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// MapLibre needs WebGL: a stand-in map whose button drops the pin where the agent would click.
vi.mock('../../../components/map/pin-picker/maplibre-pin-picker', () => ({
  default: ({ position, onPlace, label }: TPinPickerProps) => (
    <div role="region" aria-label={label}>
      <p>{position ? `Pin at ${position.lat}, ${position.lng}` : 'No pin'}</p>
      <button type="button" onClick={() => onPlace({ lat: 33.7402, lng: -84.3712 })}>
        Click the map at the house
      </button>
    </div>
  ),
}));

const ID = '01JVEDITLISTING00000000007';
const agent = makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'active' });
const cherokee = { userId: agent.id, address: '512 Cherokee Ave SE', city: 'Atlanta', state: 'GA', zipCode: '30312' };

function setUp(listing: ReturnType<typeof makeProperty>) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    [`GET /api/properties/${ID}`]: () => jsonResponse(listing),
    [`PUT /api/properties/${ID}`]: (call) => jsonResponse({ ...listing, ...(call.body as object) }),
    'GET /api/dashboard/stats': () => jsonResponse({ totalProperties: 1, totalViews: 0, totalLeads: 0, activeOpenHouses: 0 }),
    'GET /api/properties': () => jsonResponse(makeListResponse([])),
  });
  return { api, ...renderApp(`/edit-listing/${ID}`) };
}

describe("the listing form's map location", () => {
  it('says a geocoded position is only the ZIP centre, and saves the pin the agent moves (precision pin)', async () => {
    const { api, user } = setUp(makeProperty({ id: ID, ...cherokee, coordinates: { lat: 33.747, lng: -84.378 }, locationPrecision: 'zip' }));
    expect(await screen.findByText('On the map at the centre of ZIP code 30312, not at the house itself. Drag the pin to the house.')).toBeInTheDocument();
    expect(await screen.findByText('Pin at 33.747, -84.378')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Click the map at the house' }));
    expect(screen.getByText('Pin at 33.7402, -84.3712')).toBeInTheDocument();
    expect(screen.getByText(/^Pin moved: buyers see the listing here once you save/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));

    await waitFor(() => expect(api.callsTo('PUT', `/api/properties/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/properties/${ID}`)[0]?.body).toMatchObject({ coordinates: { lat: 33.7402, lng: -84.3712 } });
  });

  it('sends no position when the pin was not moved, so the server keeps the one saved', async () => {
    const { api, user } = setUp(makeProperty({ id: ID, ...cherokee, coordinates: { lat: 33.7402, lng: -84.3712 }, locationPrecision: 'pin' }));
    expect(await screen.findByText('On the map where you placed the pin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/properties/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/properties/${ID}`)[0]?.body).not.toHaveProperty('coordinates');
  });

  it('says when the address could not be placed, lets the agent put the pin, and can go back to the address', async () => {
    const { api, user } = setUp(makeProperty({ id: ID, ...cherokee, coordinates: null, locationPrecision: null }));
    expect(
      await screen.findByText('This address could not be found on the map, so buyers do not see the listing there. Click the map to place its pin.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No pin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click the map at the house' }));
    await user.click(screen.getByRole('button', { name: 'Place it from the address' }));
    expect(screen.getByText('No pin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click the map at the house' }));
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/properties/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/properties/${ID}`)[0]?.body).toMatchObject({ coordinates: { lat: 33.7402, lng: -84.3712 } });
  });
});
