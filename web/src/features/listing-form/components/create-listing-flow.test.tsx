import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { makeCurrentUser, makeListResponse, makeProperty } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { makeFile, mockXhr } from '../../../testing/mock-xhr';
import { renderApp } from '../../../testing/render-app';
import { fillRequiredListingFields, photoInput } from './listing-form-test-helpers';

const NEW_ID = '01JVNEWLISTING000000000001';
const BUCKET_URL = 'http://localhost:4569/openhouse-photos';
const activeAgent = makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'active' });

const presigned = (call: TApiCall) => {
  const { files } = call.body as { files: { name: string; contentType: string }[] };
  return jsonResponse({
    uploads: files.map((file, index) => ({
      key: `listings/user-1/${NEW_ID}/${index}-${file.name}`,
      url: BUCKET_URL,
      fields: { key: `listings/user-1/${NEW_ID}/${index}-${file.name}`, 'Content-Type': file.contentType, Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
      expiresAt: '2026-05-30T18:05:00.000Z',
    })),
  });
};

/** An agent with an active subscription on /create-listing; the dashboard it lands on is mocked too. */
function setUp(routes: Parameters<typeof mockApi>[0] = {}, user: TCurrentUser = activeAgent) {
  const api = mockApi({
    'GET /api/auth/user': signedInAs(user),
    'POST /api/properties': () => jsonResponse(makeProperty({ id: NEW_ID }), 201),
    [`POST /api/properties/${NEW_ID}/photos/uploads`]: presigned,
    [`POST /api/properties/${NEW_ID}/photos`]: (call) =>
      jsonResponse({ images: (call.body as { keys: string[] }).keys.map((key) => `/photos/${key}`), rejected: [] }),
    'GET /api/dashboard/stats': () => jsonResponse({ totalProperties: 1, totalViews: 0, totalLeads: 0, activeOpenHouses: 1 }),
    'GET /api/properties': () => jsonResponse(makeListResponse([])),
    ...routes,
  });
  return { api, ...renderApp('/create-listing') };
}

const toastText = async (text: string) => (await screen.findAllByText(text))[0];

describe('create listing', () => {
  it('creates the listing with its open house, uploads each photo to S3 with progress, confirms, and goes to /dashboard', async () => {
    const xhr = mockXhr();
    const { api, user, router } = setUp();
    await fillRequiredListingFields(user);
    await user.type(screen.getByLabelText(/^Date/), '2026-05-30');
    await user.type(screen.getByLabelText(/^Start Time/), '13:00');
    await user.type(screen.getByLabelText(/^End Time/), '15:00');
    await user.type(screen.getByLabelText(/^Property description/), 'Big yard.');
    await user.upload(photoInput(), [makeFile('front.jpg', { size: 2000 }), makeFile('kitchen.png', { type: 'image/png', size: 3000 })]);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));

    expect(await toastText('Property listing created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(api.callsTo('POST', '/api/properties')[0]?.body).toEqual({
      title: '',
      address: '42 Elm Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: 615000,
      bedrooms: 3,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      marketStatus: 'active',
      lotSizeSquareFeet: null,
      lotSizeAcres: null,
      yearBuilt: null,
      associationFee: null,
      associationFeeFrequency: null,
      subdivisionName: null,
      squareFeet: 2400,
      propertyType: 'single-family',
      description: 'Big yard.',
      status: 'active',
      openHouse: { date: '2026-05-30', startTime: '13:00', endTime: '15:00' },
    });
    expect(api.callsTo('POST', `/api/properties/${NEW_ID}/photos/uploads`)[0]?.body).toEqual({
      files: [
        { name: 'front.jpg', contentType: 'image/jpeg', size: 2000 },
        { name: 'kitchen.png', contentType: 'image/png', size: 3000 },
      ],
    });
    expect(xhr.uploads).toHaveLength(2);
    for (const upload of xhr.uploads) {
      expect(upload.method).toBe('POST');
      expect(upload.url).toBe(BUCKET_URL);
      // Every policy field first, the file last under 'file'.
      expect(upload.fieldNames).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    }
    expect(xhr.uploads.map((upload) => upload.file?.name).sort()).toEqual(['front.jpg', 'kitchen.png']);
    expect(api.callsTo('POST', `/api/properties/${NEW_ID}/photos`)[0]?.body).toEqual({
      keys: [`listings/user-1/${NEW_ID}/0-front.jpg`, `listings/user-1/${NEW_ID}/1-kitchen.png`],
    });
  });

  it('shows a progress bar per photo while uploading, with Saving... on disabled buttons', async () => {
    mockXhr();
    let finishConfirm: () => void = () => {};
    const { user } = setUp({
      [`POST /api/properties/${NEW_ID}/photos`]: (call) =>
        new Promise<Response>((resolve) => {
          finishConfirm = () => resolve(jsonResponse({ images: (call.body as { keys: string[] }).keys, rejected: [] }));
        }),
    });
    await fillRequiredListingFields(user);
    await user.upload(photoInput(), [makeFile('front.jpg'), makeFile('back.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeDisabled();
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Uploading front.jpg', 'Uploading back.jpg']);
    await waitFor(() => expect(screen.getAllByRole('progressbar').every((bar) => bar.getAttribute('aria-valuenow') === '100')).toBe(true));
    expect(screen.getAllByText('Checking…')).toHaveLength(2);
    finishConfirm();
    expect(await toastText('Property listing created successfully!')).toBeInTheDocument();
  });

  it('Save as Draft saves with status draft', async () => {
    const { api, user } = setUp();
    await fillRequiredListingFields(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/properties')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/properties')[0]?.body).toMatchObject({ status: 'draft' });
    expect(api.callsTo('POST', `/api/properties/${NEW_ID}/photos/uploads`)).toHaveLength(0);
  });

  it('a failed upload keeps the listing: the warning shows, the good photo is confirmed, and it goes to /dashboard', async () => {
    mockXhr((upload) => (upload.file?.name === 'broken.jpg' ? { status: 403 } : { status: 204 }));
    const { api, user, router } = setUp();
    await fillRequiredListingFields(user);
    await user.upload(photoInput(), [makeFile('good.jpg'), makeFile('broken.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));

    expect(await toastText('Property created but photo upload failed. You can add photos later.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', `/api/properties/${NEW_ID}/photos`)[0]?.body).toEqual({ keys: [`listings/user-1/${NEW_ID}/0-good.jpg`] });
    expect(api.callsTo('DELETE', `/api/properties/${NEW_ID}`)).toHaveLength(0);
  });

  it('a photo the server rejects at confirmation also gives the warning', async () => {
    mockXhr();
    const { user } = setUp({
      [`POST /api/properties/${NEW_ID}/photos`]: (call) => {
        const [key = ''] = (call.body as { keys: string[] }).keys;
        return jsonResponse({ images: [], rejected: [{ key, message: 'The file is not an image' }] });
      },
    });
    await fillRequiredListingFields(user);
    await user.upload(photoInput(), [makeFile('fake.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await toastText('Property created but photo upload failed. You can add photos later.')).toBeInTheDocument();
  });

  it('a failed presign also keeps the listing and warns', async () => {
    mockXhr();
    const { user, router } = setUp({ [`POST /api/properties/${NEW_ID}/photos/uploads`]: () => jsonResponse({ message: 'Internal error' }, 500) });
    await fillRequiredListingFields(user);
    await user.upload(photoInput(), [makeFile('front.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await toastText('Property created but photo upload failed. You can add photos later.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("the server's 403 for an inactive subscription: 'Subscription Required' and /subscribe", async () => {
    const { user, router } = setUp({
      'POST /api/properties': () => jsonResponse({ message: 'You need an active subscription to create listings.', code: 'SUBSCRIPTION_REQUIRED' }, 403),
    });
    await fillRequiredListingFields(user);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await toastText('Subscription Required')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('a refused create keeps the form, shows the server field errors and the failure text', async () => {
    const { user, router } = setUp({
      'POST /api/properties': () => jsonResponse({ message: 'Invalid request', errors: [{ path: 'zipCode', message: 'Enter a 5-digit ZIP code' }] }, 400),
    });
    await fillRequiredListingFields(user);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await toastText('Failed to create property listing. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/create-listing');
    expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeEnabled();
  });

  it("an agent without an active subscription is sent to /subscribe with 'Subscription Required'", async () => {
    const { router } = setUp({}, makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'inactive' }));
    expect(await toastText('You need an active subscription to create listings.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('an agent whose last payment failed keeps the form while the provider retries it', async () => {
    const { router } = setUp({}, makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'inactive', canList: true }));
    expect(await screen.findByRole('button', { name: 'Publish Listing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-listing');
    expect(screen.queryByText('You need an active subscription to create listings.')).not.toBeInTheDocument();
  });

  it('a buyer cannot list', async () => {
    setUp({}, makeCurrentUser({ role: 'BUYER', subscriptionStatus: 'active' }));
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Only real estate agents and brokers can create listings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Listing' })).not.toBeInTheDocument();
  });
});
