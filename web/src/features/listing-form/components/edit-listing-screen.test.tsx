import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeListResponse, makeProperty } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeFile, mockXhr } from '../../../testing/mock-xhr';
import { renderApp } from '../../../testing/render-app';
import { photoInput } from './listing-form-test-helpers';

const ID = '01JVEDITLISTING00000000001';
const agent = makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'inactive' });
const listing = makeProperty({
  id: ID,
  userId: agent.id,
  title: '3-bed townhouse by the park',
  address: '42 Elm Street',
  state: 'TX',
  price: 615_000,
  bedrooms: 3,
  bathrooms: 2.5,
  bathroomsFull: 2,
  bathroomsHalf: 1,
  squareFeet: 2400,
  subdivisionName: 'Travis Heights Original Township Section Four',
  propertyType: 'townhouse',
  status: 'draft',
  description: 'Big yard.',
  images: ['/photos/one.jpg'],
});

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    [`GET /api/properties/${ID}`]: () => jsonResponse(listing),
    [`PUT /api/properties/${ID}`]: (call) => jsonResponse({ ...listing, ...(call.body as object) }),
    'GET /api/dashboard/stats': () => jsonResponse({ totalProperties: 1, totalViews: 0, totalLeads: 0, activeOpenHouses: 0 }),
    'GET /api/properties': () => jsonResponse(makeListResponse([])),
    ...routes,
  });
  return { api, ...renderApp(`/edit-listing/${ID}`) };
}

describe('edit listing', () => {
  it('opens the form filled in (no subscription needed to edit) and saves with PUT', async () => {
    const { api, user, router } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('3-bed townhouse by the park');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('42 Elm Street');
    expect(screen.getByLabelText(/^State/)).toHaveValue('TX');
    expect(screen.getByLabelText(/^Listing Price/)).toHaveValue('615000');
    expect(screen.getByLabelText(/^Full Baths/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Half Baths/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Subdivision/)).toHaveValue('Travis Heights Original Township Section Four');
    expect(screen.getByLabelText(/^Property Type/)).toHaveValue('townhouse');
    expect(within(screen.getByRole('list', { name: 'Current photos' })).getAllByRole('img')).toHaveLength(1);
    // Open houses have their own calls; the edit form does not offer one.
    expect(screen.queryByRole('heading', { name: 'Open House Schedule (optional)' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Listing Price/));
    await user.type(screen.getByLabelText(/^Listing Price/), '599000');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));

    expect((await screen.findAllByText('Property listing updated successfully!'))[0]).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('PUT', `/api/properties/${ID}`)[0]?.body).toEqual({
      title: '3-bed townhouse by the park',
      address: '42 Elm Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: 599000,
      bedrooms: 3,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      marketStatus: 'active',
      lotSizeSquareFeet: null,
      lotSizeAcres: null,
      yearBuilt: null,
      associationFee: null,
      associationFeeFrequency: null,
      subdivisionName: 'Travis Heights Original Township Section Four',
      squareFeet: 2400,
      propertyType: 'townhouse',
      description: 'Big yard.',
      status: 'active',
    });
  });

  it('adds photos through the same presign → upload → confirm path', async () => {
    mockXhr();
    const { api, user } = setUp({
      [`POST /api/properties/${ID}/photos/uploads`]: () =>
        jsonResponse({
          uploads: [{ key: 'k/new.jpg', url: 'http://localhost:4569/bucket', fields: { key: 'k/new.jpg' }, expiresAt: '2026-05-30T18:05:00.000Z' }],
        }),
      [`POST /api/properties/${ID}/photos`]: () => jsonResponse({ images: ['/photos/one.jpg', '/photos/k/new.jpg'], rejected: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
    await user.upload(photoInput(), [makeFile('new.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect((await screen.findAllByText('Property listing updated successfully!'))[0]).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/properties/${ID}/photos`)[0]?.body).toEqual({ keys: ['k/new.jpg'] });
  });

  it("counts the listing's photos towards the limit", async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(agent),
      [`GET /api/properties/${ID}`]: () => jsonResponse({ ...listing, images: Array.from({ length: 9 }, (_, i) => `/photos/${i}.jpg`) }),
    });
    const { user } = renderApp(`/edit-listing/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
    await user.upload(photoInput(), [makeFile('a.jpg'), makeFile('b.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent("Maximum 10 files allowed. You're trying to add 11 files.");
  });

  it("refuses someone else's listing, and says when it does not exist", async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(agent), [`GET /api/properties/${ID}`]: () => jsonResponse({ ...listing, userId: 'someone-else' }) });
    const { unmount } = renderApp(`/edit-listing/${ID}`);
    expect(await screen.findByText('You can only edit your own listings.')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/auth/user': signedInAs(agent), [`GET /api/properties/${ID}`]: () => jsonResponse({ message: 'Not found' }, 404) });
    renderApp(`/edit-listing/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
  });
});
