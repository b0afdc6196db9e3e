import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOpenHouse } from '@shared/schemas/open-house.schema';
import { makeCurrentUser, makeListResponse, makePropertySummary } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const NOW = new Date('2026-05-30T17:00:00Z');
const agent = makeCurrentUser({ id: 'agent-7', role: 'AGENT' });
const OVERLAP = 'This open house overlaps another open house of this listing.';

const elm = makePropertySummary({
  title: 'Elm Street Bungalow',
  address: '42 Elm Street',
  nextOpenHouse: { id: '01JWOH00000000000000000001', startsAt: '2026-06-01T15:00:00.000Z', endsAt: '2026-06-01T17:00:00.000Z', notes: null },
});
const oak = makePropertySummary({ title: 'Oak Lane Condo', address: '7 Oak Lane' });

const openHouseOf = (propertyId: string, id: string, startsAt: string, endsAt: string, extra: Partial<TOpenHouse> = {}): TOpenHouse => ({
  id,
  propertyId,
  startsAt,
  endsAt,
  date: '2026-06-01',
  startTime: '10:00',
  endTime: '12:00',
  notes: null,
  timeZone: 'America/Chicago',
  ...extra,
});

function setUp(routes: Parameters<typeof mockApi>[0] = {}, items = [oak, elm], path = '/manage-open-houses') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({
    'GET /api/auth/user': signedInAs(agent),
    'GET /api/properties': () => jsonResponse(makeListResponse(items)),
    [`GET /api/properties/${elm.id}/open-houses`]: () =>
      jsonResponse({
        items: [
          openHouseOf(elm.id, '01JWOH00000000000000000001', '2026-06-01T15:00:00.000Z', '2026-06-01T17:00:00.000Z', { notes: 'Park on the street.' }),
          openHouseOf(elm.id, '01JWOH00000000000000000002', '2026-06-06T19:00:00.000Z', '2026-06-06T21:00:00.000Z'),
        ],
      }),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

const listingCard = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('article') as HTMLElement;

describe('/manage-open-houses', () => {
  it('shows a page of listings with the count, and Show more brings the next page until there is none', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => makePropertySummary({ id: `listing-${from + i}`, title: `Listing ${from + i}`, nextOpenHouse: null }));
    const { api, user } = setUp({
      'GET /api/properties': (call) =>
        jsonResponse(
          call.query.cursor === 'page-2' ? makeListResponse(page(13, 3), { total: null }) : makeListResponse(page(1, 12), { nextCursor: 'page-2', total: 15 }),
        ),
    });
    expect(await screen.findByText('Showing 12 of 15 listings')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your listings' })).getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more listings' }));
    expect(await screen.findByText('Showing 15 of 15 listings')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/properties').at(-1)?.query).toEqual({ userId: 'agent-7', status: 'all', limit: '12', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Show more listings' })).not.toBeInTheDocument();
  });

  it.each([
    ['signed out', null],
    ['a buyer', makeCurrentUser({ role: 'BUYER' })],
  ])('%s is sent to /signin', async (_who, user) => {
    mockApi(user ? { 'GET /api/auth/user': signedInAs(user) } : {});
    const { router } = renderApp('/manage-open-houses');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("lists the agent's own listings with their schedules in each listing's time, soonest first", async () => {
    const { api } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Open Houses' })).toBeInTheDocument();
    // Not "Austin time": an agent in Georgia lists Georgia homes, each shown on its own clock (CDT, EDT, …).
    expect(screen.getByText("Your listings and their open-house schedules, each in its listing's local time.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New open house' })).toHaveAttribute('href', '/create-open-house');
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ userId: 'agent-7', status: 'all', limit: '12' });

    const listings = within(await screen.findByRole('list', { name: 'Your listings' })).getAllByRole('heading', { level: 2 });
    expect(listings.map((h) => h.textContent)).toEqual(['Elm Street Bungalow', 'Oak Lane Condo']);
    const elmCard = await listingCard('Elm Street Bungalow');
    expect(await within(elmCard).findByText('Mon, Jun 1, 10:00 AM – 12:00 PM CDT')).toBeInTheDocument();
    expect(within(elmCard).getByText('Park on the street.')).toBeInTheDocument();
    expect(within(elmCard).getByText('Sat, Jun 6, 2:00 PM – 4:00 PM CDT')).toBeInTheDocument();
    expect(within(await listingCard('Oak Lane Condo')).getByText('No upcoming open houses.')).toBeInTheDocument();
    // A listing without an upcoming open house is not asked for its schedule.
    expect(api.callsTo('GET', `/api/properties/${oak.id}/open-houses`)).toHaveLength(0);
    expect(screen.queryByText('No Open Houses Yet')).not.toBeInTheDocument();
  });

  it("says 'No Open Houses Yet' with Create Your First Open House when there are none", async () => {
    setUp({}, []);
    expect(await screen.findByRole('heading', { name: 'No Open Houses Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Open House' })).toHaveAttribute('href', '/create-open-house');
  });

  it('deletes one open house only after confirmation, then reloads the schedule', async () => {
    let deleted = false;
    const { api, user } = setUp({
      [`DELETE /api/properties/${elm.id}/open-houses/01JWOH00000000000000000002`]: () => {
        deleted = true;
        return jsonResponse({ success: true, message: 'Open house removed' });
      },
    });
    const elmCard = await listingCard('Elm Street Bungalow');
    const deleteButton = await within(elmCard).findByRole('button', { name: /^Delete open house Elm Street Bungalow, Sat, Jun 6/ });

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this open house?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this open house?' });
    expect(within(dialog).getByText(/Elm Street Bungalow, Sat, Jun 6, 2:00 PM – 4:00 PM CDT will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Open House' }));
    expect((await screen.findAllByText('Open House Deleted'))[0]).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(api.callsTo('GET', `/api/properties/${elm.id}/open-houses`)).toHaveLength(2));
  });

  it('deletes a whole listing after confirmation', async () => {
    const { api, user } = setUp({
      [`DELETE /api/properties/${oak.id}`]: () => jsonResponse({ success: true, message: 'Property and open house deleted successfully' }),
    });
    await user.click(within(await listingCard('Oak Lane Condo')).getByRole('button', { name: 'Delete listing Oak Lane Condo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect((await screen.findAllByText('Property and open house deleted successfully'))[0]).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/properties/${oak.id}`)).toHaveLength(1);
  });
});

describe("the dashboard's Create Open House: 'for which listing?' first", () => {
  const many = Array.from({ length: 11 }, (_, i) =>
    makePropertySummary({ id: `listing-${i + 1}`, title: `Listing ${i + 1}`, address: `${i + 1} Main St`, nextOpenHouse: null }),
  );
  /** The picker's own reads (8 a page, searched by q); the page behind it reads 12 a page. */
  const choices = (call: TApiCall) => {
    if (call.query.limit !== '8') return jsonResponse(makeListResponse([oak, elm]));
    if (call.query.q)
      return jsonResponse(
        makeListResponse(
          [oak].filter((l) => l.title.toLowerCase().includes(call.query.q!.toLowerCase())),
          { total: null },
        ),
      );
    return jsonResponse(
      call.query.cursor === 'more'
        ? makeListResponse([...many.slice(7), oak], { total: 13 })
        : makeListResponse([elm, ...many.slice(0, 7)], { nextCursor: 'more', total: 13 }),
    );
  };

  it("offers New listing and the agent's own listings, a page at a time and searchable; choosing one opens its add-open-house form", async () => {
    const { api, user } = setUp(
      {
        'GET /api/properties': choices,
        [`POST /api/properties/${oak.id}/open-houses`]: () =>
          jsonResponse(openHouseOf(oak.id, '01JWOH00000000000000000009', '2026-06-03T19:00:00.000Z', '2026-06-03T21:00:00.000Z'), 201),
      },
      [oak, elm],
      '/manage-open-houses?add=open-house',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add an open house' });
    expect(within(dialog).getByText('For which listing?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /New listing/ })).toHaveAttribute('href', '/create-open-house');
    const list = await within(dialog).findByRole('list', { name: 'Your listings' });
    expect(within(list).getAllByRole('button')).toHaveLength(8);
    expect(within(dialog).getByText('Showing 8 of 13 listings')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show more listings' }));
    expect(await within(dialog).findByText('Showing 13 of 13 listings')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show more listings' })).not.toBeInTheDocument();
    const picks = api.callsTo('GET', '/api/properties').filter((call) => call.query.limit === '8');
    expect(picks[0]?.query).toMatchObject({ userId: agent.id, status: 'all' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search your listings' }), 'oak');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /Listing|Condo|Bungalow/ })).toHaveLength(1));
    expect(api.callsTo('GET', '/api/properties').some((call) => call.query.q === 'oak')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /Oak Lane Condo/ }));

    const form = await screen.findByRole('form', { name: 'New open house for Oak Lane Condo' });
    expect(screen.getByRole('dialog', { name: 'New open house for Oak Lane Condo' })).toContainElement(form);
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-06-03' } });
    fireEvent.change(within(form).getByLabelText(/^Start time/), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText(/^End time/), { target: { value: '16:00' } });
    await user.click(within(form).getByRole('button', { name: 'Add Open House' }));
    expect(api.callsTo('POST', `/api/properties/${oak.id}/open-houses`)[0]?.body).toMatchObject({ date: '2026-06-03', startTime: '14:00', endTime: '16:00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no listing matches, and opens only from the dashboard link', async () => {
    const { user } = setUp({ 'GET /api/properties': choices }, [oak, elm], '/manage-open-houses?add=open-house');
    const dialog = await screen.findByRole('dialog', { name: 'Add an open house' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search your listings' }), 'zzz');
    expect(await within(dialog).findByText('No listing of yours matches "zzz".')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays closed on the plain page', async () => {
    setUp();
    await listingCard('Oak Lane Condo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('adding an open house to a listing', () => {
  async function openForm(user: ReturnType<typeof setUp>['user']) {
    const card = await listingCard('Oak Lane Condo');
    const toggle = within(card).getByRole('button', { name: 'Add open house to Oak Lane Condo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return within(card).getByRole('form', { name: 'New open house for Oak Lane Condo' });
  }
  const fill = (form: HTMLElement, { date, start, end }: { date: string; start: string; end: string }) => {
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: date } });
    fireEvent.change(within(form).getByLabelText(/^Start time/), { target: { value: start } });
    fireEvent.change(within(form).getByLabelText(/^End time/), { target: { value: end } });
  };

  it('checks the times before sending', async () => {
    const { api, user } = setUp();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Add Open House' }));
    expect(within(form).getByText('Date is required')).toBeInTheDocument();
    fill(form, { date: '2026-06-03', start: '15:00', end: '14:00' });
    expect(await within(form).findByText('End time must be after start time')).toBeInTheDocument();
    // It is noon in Austin: 11:00–12:00 is over; 11:30–1:00 PM is under way, which an agent at the door may add.
    fill(form, { date: '2026-05-30', start: '11:00', end: '12:00' });
    expect(await within(form).findByText('The open house must end in the future')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fill(form, { date: '2026-05-30', start: '11:30', end: '13:00' });
    await waitFor(() => expect(within(form).queryByText('The open house must end in the future')).not.toBeInTheDocument());
  });

  it("sends date, times and notes; shows the server's overlap refusal; closes once added", async () => {
    let status = 409;
    const { api, user } = setUp({
      [`POST /api/properties/${oak.id}/open-houses`]: () =>
        status === 409
          ? jsonResponse({ message: OVERLAP }, 409)
          : jsonResponse(openHouseOf(oak.id, '01JWOH00000000000000000009', '2026-06-03T19:00:00.000Z', '2026-06-03T21:00:00.000Z'), 201),
    });
    const form = await openForm(user);
    fill(form, { date: '2026-06-03', start: '14:00', end: '16:00' });
    await user.type(within(form).getByLabelText(/^Notes/), 'Shoes off, please.');
    await user.click(within(form).getByRole('button', { name: 'Add Open House' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(OVERLAP);
    expect(api.callsTo('POST', `/api/properties/${oak.id}/open-houses`)[0]?.body).toEqual({
      date: '2026-06-03',
      startTime: '14:00',
      endTime: '16:00',
      notes: 'Shoes off, please.',
    });

    status = 201;
    await user.click(within(form).getByRole('button', { name: 'Add Open House' }));
    expect((await screen.findAllByText('Open House Added'))[0]).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New open house for Oak Lane Condo' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/api/properties').length).toBeGreaterThanOrEqual(2));
  });

  describe('the calendar feed', () => {
    const FIRST = 'http://localhost:3000/api/calendar/agents/' + 'a'.repeat(43) + '.ics';
    const SECOND = 'http://localhost:3000/api/calendar/agents/' + 'b'.repeat(43) + '.ics';

    it('shows the private address with copy and subscribe links', async () => {
      const { user } = setUp({ 'GET /api/calendar/feeds/agent': () => jsonResponse({ url: FIRST, createdAt: NOW.toISOString() }) });
      const panel = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section') as HTMLElement;
      expect(await within(panel).findByLabelText('Feed address')).toHaveValue(FIRST);
      expect(within(panel).getByRole('link', { name: /^Subscribe in Google Calendar/ })).toHaveAttribute(
        'href',
        `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(FIRST.replace('http://', 'webcal://'))}`,
      );
      expect(
        new URL(
          within(panel)
            .getByRole('link', { name: /^Subscribe in Outlook/ })
            .getAttribute('href')!,
        ).searchParams.get('url'),
      ).toBe(FIRST);
      expect(within(panel).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', FIRST.replace('http://', 'webcal://'));
      await user.click(within(panel).getByRole('button', { name: 'Copy URL' }));
      await expect(navigator.clipboard.readText()).resolves.toBe(FIRST);
    });

    it('resets the address only after confirming, then shows the new one', async () => {
      const { api, user } = setUp({
        'GET /api/calendar/feeds/agent': () => jsonResponse({ url: FIRST, createdAt: NOW.toISOString() }),
        'POST /api/calendar/feeds/agent/reset': () => jsonResponse({ url: SECOND, createdAt: NOW.toISOString() }),
      });
      const panel = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section') as HTMLElement;
      await user.click(await within(panel).findByRole('button', { name: 'Reset address' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar feed address?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.callsTo('POST', '/api/calendar/feeds/agent/reset')).toHaveLength(0);

      await user.click(within(panel).getByRole('button', { name: 'Reset address' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset address' }));
      expect(await within(panel).findByDisplayValue(SECOND)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/calendar/feeds/agent/reset')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('offers to try again when the address cannot be loaded', async () => {
      setUp({ 'GET /api/calendar/feeds/agent': () => jsonResponse({ message: 'Boom' }, 500) });
      const panel = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section') as HTMLElement;
      expect(await within(panel).findByText('We could not load your calendar feed address. Please try again.')).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });
});
