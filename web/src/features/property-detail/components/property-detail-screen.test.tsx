import { screen, waitFor, within } from '@testing-library/react';
import { makeCurrentUser, makeProperty, makeSavedOpenHouse } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { EQUAL_HOUSING_ALT, FAIR_HOUSING_STATEMENT } from '@shared/constants/fair-housing';

const PROPERTY_ID = '01JVPROPERTY00000000000001';
const propertyPath = `/api/properties/${PROPERTY_ID}`;

const elmStreet = (overrides: Parameters<typeof makeProperty>[0] = {}) =>
  makeProperty({
    id: PROPERTY_ID,
    title: '42 Elm Street',
    address: '42 Elm Street',
    price: 615_000,
    bedrooms: 4,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFeet: 2400,
    description: 'Light-filled home with a big yard.',
    images: ['/photos/a.jpg', '/photos/b.jpg', '/photos/c.jpg'],
    agent: { id: 'agent-1', name: 'Sam Realtor', photoUrl: null, brokerageName: 'Lone Star Realty', role: 'AGENT' },
    upcomingOpenHouses: [{ id: 'oh-1', startsAt: '2026-05-30T18:00:00.000Z', endsAt: '2026-05-30T20:00:00.000Z', notes: 'Park on the street.' }],
    ...overrides,
  });

const currentPhoto = () => screen.getByRole('img', { name: /42 Elm Street, photo/ });

describe('/property/:id', () => {
  beforeEach(() => window.localStorage.clear());

  it('carries the Equal Housing Opportunity mark and statement, linking to the fair-housing page', async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    renderApp(`/property/${PROPERTY_ID}`);
    const statement = await screen.findByRole('region', { name: 'Equal housing opportunity' });
    expect(within(statement).getByRole('img', { name: EQUAL_HOUSING_ALT })).toBeInTheDocument();
    expect(within(statement).getByText(FAIR_HOUSING_STATEMENT, { exact: false })).toBeInTheDocument();
    expect(within(statement).getByRole('link', { name: 'Fair housing' })).toHaveAttribute('href', '/fair-housing');
  });

  it('shows price, address, status, facts, description, the open house in the listing time zone and features', async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    renderApp(`/property/${PROPERTY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: '42 Elm Street' })).toBeInTheDocument();
    expect(screen.getByText('$615,000')).toBeInTheDocument();
    expect(screen.getByText('42 Elm Street, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getAllByText('Active')[0]).toHaveClass('bg-green-50');
    expect(screen.getAllByText('2,400')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About This Property' })).toBeInTheDocument();
    expect(screen.getByText('Light-filled home with a big yard.')).toBeInTheDocument();
    expect(screen.getByText('Sat, May 30, 1:00 PM – 3:00 PM CDT')).toBeInTheDocument();
    expect(screen.getByText('Park on the street.')).toBeInTheDocument();
    const features = screen.getByRole('heading', { name: 'Property Features' }).closest('section') as HTMLElement;
    expect(within(features).getByText('Single Family Home')).toBeInTheDocument();
    expect(within(features).getByText('2.5 (2 full, 1 half)')).toBeInTheDocument();
    expect(screen.getByText('Sam Realtor')).toBeInTheDocument();
  });

  it("shows a studio as Studio, land by its lot, and 'Listed' as the MLS's listing date with days on market", async () => {
    mockApi({
      [`GET ${propertyPath}`]: () =>
        jsonResponse(
          elmStreet({
            propertyType: 'land',
            bedrooms: 0,
            bathrooms: 0,
            bathroomsFull: 0,
            bathroomsHalf: 0,
            squareFeet: 0,
            lotSizeSquareFeet: 2_286_900,
            listedAt: '2026-04-20',
            daysOnMarket: 40,
            createdAt: '2026-05-29T12:00:00.000Z',
            subdivisionName: 'Barton Creek Preserve at Rob Roy Phase Two',
          }),
        ),
    });
    renderApp(`/property/${PROPERTY_ID}`);
    const features = (await screen.findByRole('heading', { name: 'Property Features' })).closest('section') as HTMLElement;
    expect(within(features).getByText('52.5 acres (2,286,900 sq ft)')).toBeInTheDocument();
    expect(within(features).getByText('Apr 20, 2026')).toBeInTheDocument();
    expect(within(features).getByText('Barton Creek Preserve at Rob Roy Phase Two')).toBeInTheDocument();
    expect(within(features).queryByText('Bedrooms')).not.toBeInTheDocument();
    // The facts at a glance: the lot and days on market, not rooms land does not have.
    expect(screen.getByText('52.5 acres')).toBeInTheDocument();
    expect(screen.getAllByText('40')[0]).toBeInTheDocument();
  });

  it('a draft gets a neutral badge; no open house reads plainly; no phone or e-mail means no Call / Email Agent', async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet({ status: 'draft', upcomingOpenHouses: [], images: [] })) });
    renderApp(`/property/${PROPERTY_ID}`);
    expect(await screen.findByText('Draft')).toHaveClass('bg-slate-100');
    expect(screen.getByText('No open house scheduled')).toBeInTheDocument();
    expect(screen.getByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call Agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Email Agent' })).not.toBeInTheDocument();
  });

  it('the carousel moves with previous, next, dots and the arrow keys, and wraps around', async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 1, name: '42 Elm Street' });

    expect(currentPhoto()).toHaveAccessibleName('42 Elm Street, photo 1 of 3');
    expect(currentPhoto()).toHaveAttribute('src', '/photos/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentPhoto()).toHaveAttribute('src', '/photos/b.jpg');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentPhoto()).toHaveAttribute('src', '/photos/c.jpg');

    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(currentPhoto()).toHaveAttribute('src', '/photos/b.jpg');
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{ArrowRight}');
    expect(currentPhoto()).toHaveAttribute('src', '/photos/c.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(currentPhoto()).toHaveAttribute('src', '/photos/b.jpg');
  });

  it("shows 'Property Not Found' with a way back to /listings", async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse({ message: 'Property not found' }, 404) });
    renderApp(`/property/${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Listings' })).toHaveAttribute('href', '/listings');
  });

  it('share copies the link; save asks a visitor to sign in first', async () => {
    mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 1, name: '42 Elm Street' });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findAllByText('Link Copied'))[0]).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this home' });
    expect(within(dialog).getByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
      'href',
      `/signin?returnTo=${encodeURIComponent(`/property/${PROPERTY_ID}`)}`,
    );
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('save is kept on the server for a signed-in user', async () => {
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
      [`PUT /api/users/saved-listings/${PROPERTY_ID}`]: () => jsonResponse({ propertyIds: [PROPERTY_ID] }),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 1, name: '42 Elm Street' });
    await waitFor(() => expect(api.callsTo('GET', '/api/users/saved-listings')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Property Saved'))[0]).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/users/saved-listings/${PROPERTY_ID}`)).toHaveLength(1);
  });

  it("Schedule Viewing offers days and time windows on the listing's clock, and sends the chosen one as a showing request", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T22:00:00Z')); // Thursday 16:00 in Chicago
    const api = mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      [`POST ${propertyPath}/leads`]: () => jsonResponse({ success: true, message: 'Your inquiry has been sent successfully!', id: 'lead-1' }, 201),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 1, name: '42 Elm Street' });
    expect(screen.queryByRole('region', { name: 'Showing time' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule Viewing' }));

    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(day).toHaveFocus();
    const days = within(day)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days.slice(0, 3)).toEqual(['Fri, Nov 27', 'Sat, Nov 28', 'Sun, Nov 29']);
    expect(days).toHaveLength(14);
    const times = screen.getByRole('group', { name: 'Time (America/Chicago)' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10:00 AM – 12:00 PM', '12:00 PM – 2:00 PM', '2:00 PM – 4:00 PM', '4:00 PM – 6:00 PM']);

    await user.selectOptions(day, 'Sat, Nov 28');
    await user.click(within(times).getByRole('radio', { name: '2:00 PM – 4:00 PM' }));
    await user.type(screen.getByLabelText(/^Name/), 'Sam Shower');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Request Showing' }));
    await waitFor(() => expect(api.callsTo('POST', `${propertyPath}/leads`)).toHaveLength(1));
    expect(api.callsTo('POST', `${propertyPath}/leads`)[0]?.body).toEqual({
      name: 'Sam Shower',
      email: 'sam@example.test',
      showingSlots: [{ date: '2026-11-28', startTime: '14:00', endTime: '16:00' }],
    });
    // Sent: the form is a plain inquiry form again.
    expect(await screen.findByRole('button', { name: 'Send Inquiry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Showing time' })).not.toBeInTheDocument();
  });

  it('a plain inquiry carries no showing time; "Just ask a question instead" takes the times away', async () => {
    const api = mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      [`POST ${propertyPath}/leads`]: () => jsonResponse({ success: true, message: 'Your inquiry has been sent successfully!', id: 'lead-1' }, 201),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 1, name: '42 Elm Street' });
    await user.click(screen.getByRole('button', { name: 'Schedule Viewing' }));
    await user.click(screen.getByRole('button', { name: 'Just ask a question instead' }));
    expect(screen.queryByRole('region', { name: 'Showing time' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Al');
    await user.type(screen.getByLabelText(/^Email/), 'al@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(api.callsTo('POST', `${propertyPath}/leads`)).toHaveLength(1));
    expect(api.callsTo('POST', `${propertyPath}/leads`)[0]?.body).toEqual({ name: 'Al', email: 'al@example.test' });
  });

  it('the owner gets an edit link; visitors do not', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet({ userId: 'user-1' })),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
    });
    renderApp(`/property/${PROPERTY_ID}`);
    expect(await screen.findByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/edit-listing/${PROPERTY_ID}`);
  });
});

describe('inquiry form', () => {
  const leadsPath = `${propertyPath}/leads`;

  it('requires name and email, and sends nothing until they are there', async () => {
    const api = mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', leadsPath)).toHaveLength(0);
  });

  it('sends the inquiry, says so, and empties the form', async () => {
    const api = mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      [`POST ${leadsPath}`]: () => jsonResponse({ success: true, message: 'Inquiry sent', id: 'lead-1' }, 201),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await user.type(await screen.findByLabelText(/^Name/), 'Pat Buyer');
    await user.type(screen.getByLabelText(/^Email/), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Is the yard fenced?');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect((await screen.findAllByText('Your inquiry has been sent successfully!'))[0]).toBeInTheDocument();
    expect(api.callsTo('POST', leadsPath)[0]?.body).toEqual({ name: 'Pat Buyer', email: 'pat@example.com', message: 'Is the yard fenced?' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it("fills in a signed-in buyer's name, e-mail and phone, and again after sending", async () => {
    const buyer = makeCurrentUser({ firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.com', profile: { phone: '512-555-0199' } });
    const api = mockApi({
      'GET /api/auth/user': signedInAs(buyer),
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      [`POST ${leadsPath}`]: () => jsonResponse({ success: true, message: 'Inquiry sent', id: 'lead-1' }, 201),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Pat Buyer'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pat@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('512-555-0199');
    await user.type(screen.getByLabelText(/^Message/), 'Is the yard fenced?');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect((await screen.findAllByText('Your inquiry has been sent successfully!'))[0]).toBeInTheDocument();
    expect(api.callsTo('POST', leadsPath)[0]?.body).toEqual({
      name: 'Pat Buyer',
      email: 'pat@example.com',
      phone: '512-555-0199',
      message: 'Is the yard fenced?',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pat Buyer');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the failure text, and the server's message when rate limited", async () => {
    let status = 500;
    mockApi({
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      [`POST ${leadsPath}`]: () =>
        jsonResponse({ message: status === 429 ? 'Too many inquiries for this listing. Try again in an hour.' : 'Internal error' }, status),
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    await user.type(await screen.findByLabelText(/^Name/), 'Pat Buyer');
    await user.type(screen.getByLabelText(/^Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect((await screen.findAllByText('Failed to send inquiry. Please try again.'))[0]).toBeInTheDocument();

    status = 429;
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect((await screen.findAllByText('Too many inquiries for this listing. Try again in an hour.'))[0]).toBeInTheDocument();
  });
});

describe('upcoming open houses on the property page', () => {
  it('each can be saved (signed in, on the server) and added to a calendar', async () => {
    let items: unknown[] = [];
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
      'GET /api/users/saved-open-houses': () => jsonResponse({ items }),
      'POST /api/users/saved-open-houses': () => {
        items = [makeSavedOpenHouse({ openHouseId: 'oh-1', id: 'oh-1', propertyId: PROPERTY_ID })];
        return jsonResponse(items[0], 201);
      },
    });
    const { user } = renderApp(`/property/${PROPERTY_ID}`);
    const schedule = (await screen.findByRole('heading', { name: 'Upcoming Open House' })).closest('section') as HTMLElement;
    expect(within(schedule).getByRole('link', { name: 'Add to calendar: 42 Elm Street, Sat, May 30, 1:00 PM – 3:00 PM CDT' })).toHaveAttribute(
      'href',
      `/api/properties/${PROPERTY_ID}/open-houses/oh-1/calendar`,
    );
    const google = new URL(
      within(schedule)
        .getByRole('link', { name: /^Add to Google Calendar: 42 Elm Street, Sat, May 30/ })
        .getAttribute('href')!,
    );
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Open house: 42 Elm Street');
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    const outlook = within(schedule).getByRole('link', { name: /^Add to Outlook: 42 Elm Street, Sat, May 30/ });
    expect(outlook).toHaveAttribute('target', '_blank');
    expect(new URL(outlook.getAttribute('href')!).searchParams.get('subject')).toBe('Open house: 42 Elm Street');
    await user.click(await within(schedule).findByRole('button', { name: 'Save open house: 42 Elm Street, Sat, May 30, 1:00 PM – 3:00 PM CDT' }));
    expect((await screen.findAllByText('Open House Saved'))[0]).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/saved-open-houses')[0]?.body).toEqual({ propertyId: PROPERTY_ID, openHouseId: 'oh-1' });
    expect(await within(schedule).findByRole('link', { name: /^Saved: 42 Elm Street/ })).toHaveAttribute('href', '/saved-open-houses');
  });

  it('Add to my day adds the open house where the buyer is, says so, and then links to the day planner on its day', async () => {
    let items: ReturnType<typeof makeSavedOpenHouse>[] = [];
    const api = mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()),
      'GET /api/users/saved-listings': () => jsonResponse({ propertyIds: [] }),
      'GET /api/users/saved-open-houses': () => jsonResponse({ items }),
      'POST /api/users/saved-open-houses': () => {
        items = [makeSavedOpenHouse({ openHouseId: 'oh-1', id: 'oh-1', propertyId: PROPERTY_ID })];
        return jsonResponse(items[0], 201);
      },
    });
    const { user, router } = renderApp(`/property/${PROPERTY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Add to my day: 42 Elm Street, Sat, May 30, 1:00 PM – 3:00 PM CDT' }));
    expect((await screen.findAllByText('Added to my day'))[0]).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^In my day: 42 Elm Street/ })).toHaveAttribute('href', '/my-day?date=2026-05-30');
    expect(router.state.location.pathname).toBe(`/property/${PROPERTY_ID}`);
    expect(api.callsTo('POST', '/api/users/saved-open-houses')[0]?.body).toEqual({ propertyId: PROPERTY_ID, openHouseId: 'oh-1' });
  });

  it.each([
    ['Save', /^Save open house: 42 Elm Street/],
    ['Add to my day', /^Add to my day: 42 Elm Street/],
  ])('a visitor pressing %s is asked to sign in, with the open house kept for after, and stays on the page', async (_button, name) => {
    const api = mockApi({ [`GET ${propertyPath}`]: () => jsonResponse(elmStreet()) });
    const { user, router } = renderApp(`/property/${PROPERTY_ID}`);
    await user.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this open house' });
    expect(dialog).toHaveTextContent('Sign in and 42 Elm Street, Sat, May 30, 1:00 PM – 3:00 PM CDT is saved; you come back to this page.');
    expect(router.state.location.pathname).toBe(`/property/${PROPERTY_ID}`);
    await user.click(within(dialog).getByRole('link', { name: 'Create an account' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/signup/buyer?returnTo=${encodeURIComponent(`/property/${PROPERTY_ID}`)}`,
      ),
    );
    expect(JSON.parse(window.localStorage.getItem('openhouse:pending-open-house-saves') ?? '[]')).toEqual([`${PROPERTY_ID}/oh-1`]);
    expect(api.calls.filter((call) => call.path.startsWith('/api/users/saved-open-houses'))).toHaveLength(0);
  });
});
