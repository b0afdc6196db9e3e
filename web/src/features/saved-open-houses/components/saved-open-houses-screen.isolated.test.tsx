import { screen, waitFor, within } from '@testing-library/react';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser, makeSavedOpenHouse, makeSavedOpenHouseProperty } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { resetDepartureReminders } from '../../../lib/departure-reminders/departure-reminder';
import { storedReminders } from '../../../lib/departure-reminders/reminder-store';

// Saturday 30 May 2026, noon in Austin (CDT, UTC-5).
const NOW = new Date('2026-05-30T17:00:00Z');
const property = (title: string, overrides: Partial<NonNullable<TSavedOpenHouse['property']>> = {}) =>
  makeSavedOpenHouseProperty({ title, address: `${title} Street`, images: [`/photos/${title.toLowerCase()}.jpg`], ...overrides });

const interested = makeSavedOpenHouse({ status: 'interested', startsAt: '2026-06-01T15:00:00Z', endsAt: '2026-06-01T17:00:00Z', property: property('Maple') });
const rsvp = makeSavedOpenHouse({ status: 'rsvp', startsAt: '2026-06-02T15:00:00Z', endsAt: '2026-06-02T17:00:00Z', property: property('Birch') });
const live = makeSavedOpenHouse({ status: 'interested', startsAt: '2026-05-30T16:00:00Z', endsAt: '2026-05-30T18:00:00Z', property: property('Cedar') });
const removed = makeSavedOpenHouse({ status: 'interested', startsAt: '2026-06-03T15:00:00Z', endsAt: '2026-06-03T17:00:00Z', property: null });
const attended = makeSavedOpenHouse({ status: 'attended', startsAt: '2026-05-20T15:00:00Z', endsAt: '2026-05-20T17:00:00Z', property: property('Aspen') });
const pastRsvp = makeSavedOpenHouse({ status: 'rsvp', startsAt: '2026-05-25T15:00:00Z', endsAt: '2026-05-25T17:00:00Z', property: property('Willow') });

function setUp({
  items = [interested, rsvp, live, removed, attended, pastRsvp],
  routes = {},
}: { items?: TSavedOpenHouse[]; routes?: Parameters<typeof mockApi>[0] } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  let current = [...items];
  const patch = (call: TApiCall) => {
    const openHouseId = call.path.split('/').at(-1);
    current = current.map((item) =>
      item.openHouseId === openHouseId ? { ...item, status: (call.body as { status: TSavedOpenHouse['status'] }).status } : item,
    );
    return jsonResponse(current.find((item) => item.openHouseId === openHouseId));
  };
  const api = mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser()),
    'GET /api/users/saved-open-houses': () => jsonResponse({ items: current }),
    ...Object.fromEntries(items.map((item) => [`PATCH /api/users/saved-open-houses/${item.openHouseId}`, patch])),
    ...Object.fromEntries(
      items.map((item) => [`DELETE /api/users/saved-open-houses/${item.openHouseId}`, () => jsonResponse({ success: true, message: 'Removed' })]),
    ),
    ...routes,
  });
  return { api, ...renderApp('/saved-open-houses') };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
const buttonsOf = (title: string) =>
  within(card(title))
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());

describe('/saved-open-houses', () => {
  beforeEach(() => {
    vi.mocked(pageNavigation.assign).mockClear();
    window.localStorage.clear();
    resetDepartureReminders();
  });

  it('signed out: Unauthorized, then the login page', async () => {
    mockApi();
    renderApp('/saved-open-houses');
    expect((await screen.findAllByText('Please log in again to continue.'))[0]).toBeInTheDocument();
    expect(pageNavigation.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });

  it('splits Upcoming and Past Events with counts; a live one is under Upcoming, marked Happening now', async () => {
    const { user } = setUp();
    const upcomingTab = await screen.findByRole('tab', { name: 'Upcoming (4)' });
    expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    const pastTab = screen.getByRole('tab', { name: 'Past Events (2)' });

    const upcoming = within(screen.getByRole('list', { name: 'Upcoming open houses' })).getAllByRole('heading', { level: 3 });
    expect(upcoming.map((h) => h.textContent)).toEqual(['Cedar', 'Maple', 'Birch', 'This open house is no longer available']);
    expect(within(card('Cedar')).getByText('Happening now')).toBeInTheDocument();

    const maple = card('Maple');
    expect(within(maple).getByText('Maple Street, Austin')).toBeInTheDocument();
    expect(within(maple).getByText('$615,000')).toBeInTheDocument();
    expect(within(maple).getByText('4 bd · 2.5 ba · 2,400 sq ft')).toBeInTheDocument();
    expect(within(maple).getByText('Mon, Jun 1, 10:00 AM – 12:00 PM CDT')).toBeInTheDocument();
    expect(within(maple).getByRole('img', { name: 'Photo of Maple Street' })).toHaveAttribute('src', '/photos/maple.jpg');
    expect(within(maple).getByRole('link', { name: /^Add to calendar: Maple/ })).toHaveAttribute(
      'href',
      `/api/properties/${interested.propertyId}/open-houses/${interested.openHouseId}/calendar`,
    );

    await user.click(pastTab);
    const past = within(screen.getByRole('list', { name: 'Past open houses' })).getAllByRole('heading', { level: 3 });
    expect(past.map((h) => h.textContent)).toEqual(['Willow', 'Aspen']);
    expect(within(card('Aspen')).getByText('Visited on May 20, 2026')).toBeInTheDocument();
    expect(within(card('Willow')).getByText('Took place on May 25, 2026')).toBeInTheDocument();
  });

  it("offers the buyer's own calendar feed below the list", async () => {
    const url = 'http://localhost:3000/api/calendar/buyers/' + 'c'.repeat(43) + '.ics';
    setUp({ routes: { 'GET /api/calendar/feeds/buyer': () => jsonResponse({ url, createdAt: NOW.toISOString() }) } });
    const panel = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section') as HTMLElement;
    expect(await within(panel).findByLabelText('Feed address')).toHaveValue(url);
    expect(within(panel).getByText(/saved or RSVP'd/)).toBeInTheDocument();
  });

  it('offers each transition only where the rules allow it', async () => {
    const { user } = setUp();
    await screen.findByRole('tab', { name: 'Upcoming (4)' });
    expect(buttonsOf('Maple')).toEqual(['RSVP', 'Remove']);
    expect(buttonsOf('Birch')).toEqual(['Cancel RSVP', 'Remove']);
    expect(within(card('Birch')).getByRole('switch', { name: 'Departure reminder' })).toHaveAttribute('aria-checked', 'false');
    expect(within(card('Maple')).queryByRole('switch')).not.toBeInTheDocument();
    expect(buttonsOf('Cedar')).toEqual(['Mark as Attended', 'Remove']);
    // Removed by the agent: only Remove.
    expect(buttonsOf('This open house is no longer available')).toEqual(['Remove']);
    expect(within(card('This open house is no longer available')).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past Events (2)' }));
    expect(buttonsOf('Willow')).toEqual(['Mark as Attended', 'Remove']);
    expect(buttonsOf('Aspen')).toEqual(['Remove']);
  });

  it('RSVP, then Cancel RSVP, each saved on the server with Status Updated', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'RSVP to Maple' }));
    expect((await screen.findAllByText('Status Updated'))[0]).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/users/saved-open-houses/${interested.openHouseId}`)[0]?.body).toEqual({ status: 'rsvp' });
    await waitFor(() => expect(buttonsOf('Maple')).toEqual(['Cancel RSVP', 'Remove']));
    expect(within(card('Maple')).getByText("RSVP'd")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel RSVP to Maple' }));
    await waitFor(() => expect(within(card('Maple')).getByText('RSVP cancelled')).toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/users/saved-open-houses/${interested.openHouseId}`)[1]?.body).toEqual({ status: 'cancelled' });
    expect(buttonsOf('Maple')).toEqual(['Remove']);
  });

  it('Mark as Attended on the past tab shows Visited on', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Past Events (2)' }));
    await user.click(screen.getByRole('button', { name: 'Mark Willow as attended' }));
    expect((await screen.findAllByText('Status Updated'))[0]).toBeInTheDocument();
    await waitFor(() => expect(within(card('Willow')).getByText('Visited on May 25, 2026')).toBeInTheDocument());
    expect(buttonsOf('Willow')).toEqual(['Remove']);
  });

  it("shows the server's reason for a refused transition, else the spec's text", async () => {
    let reply = () => jsonResponse({ message: 'You can only RSVP to an upcoming open house.' }, 409);
    const { user } = setUp({ routes: { [`PATCH /api/users/saved-open-houses/${interested.openHouseId}`]: () => reply() } });
    await user.click(await screen.findByRole('button', { name: 'RSVP to Maple' }));
    expect((await screen.findAllByText('You can only RSVP to an upcoming open house.'))[0]).toBeInTheDocument();

    reply = () => jsonResponse({ message: 'Internal error' }, 500);
    await user.click(screen.getByRole('button', { name: 'RSVP to Maple' }));
    expect((await screen.findAllByText('Failed to update status. Please try again.'))[0]).toBeInTheDocument();
    expect(buttonsOf('Maple')).toEqual(['RSVP', 'Remove']);
  });

  it("a 401 says 'Please log in again to continue.' and goes to login after 1.5 s", async () => {
    const { user } = setUp({
      routes: { [`PATCH /api/users/saved-open-houses/${interested.openHouseId}`]: () => jsonResponse({ message: 'Signed out' }, 401) },
    });
    await user.click(await screen.findByRole('button', { name: 'RSVP to Maple' }));
    expect((await screen.findAllByText('Please log in again to continue.'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized')[0]).toBeInTheDocument();
    expect(pageNavigation.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });

  it('removes a saved open house (also one the agent removed), or says it could not', async () => {
    let status = 500;
    const { api, user } = setUp({
      routes: { [`DELETE /api/users/saved-open-houses/${removed.openHouseId}`]: () => jsonResponse({ success: status === 200, message: 'Removed' }, status) },
    });
    const removeButton = await screen.findByRole('button', { name: 'Remove this unavailable open house' });
    await user.click(removeButton);
    expect((await screen.findAllByText('Failed to remove open house. Please try again.'))[0]).toBeInTheDocument();

    status = 200;
    await user.click(removeButton);
    expect((await screen.findAllByText('Removed'))[0]).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This open house is no longer available')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/users/saved-open-houses/${removed.openHouseId}`)).toHaveLength(2);
  });

  it('empty tabs lead to Browse Properties and Explore Map', async () => {
    const { user } = setUp({ items: [] });
    expect(await screen.findByRole('heading', { name: 'No upcoming open houses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/listings');
    await user.click(screen.getByRole('tab', { name: 'Past Events (0)' }));
    expect(screen.getByRole('link', { name: 'Explore Map' })).toHaveAttribute('href', '/map');
  });
});

describe('departure reminder switch', () => {
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = requestPermission;
  }

  beforeEach(() => {
    window.localStorage.clear();
    resetDepartureReminders();
    FakeNotification.permission = 'default';
    requestPermission.mockClear();
  });

  it('asks for permission, schedules the reminder, and Cancel RSVP cancels it', async () => {
    const { user } = setUp();
    vi.stubGlobal('Notification', FakeNotification);
    const toggle = await within(await waitFor(() => card('Birch'))).findByRole('switch', { name: 'Departure reminder' });
    expect(toggle).toHaveAccessibleDescription('A notification at 9:45 AM CDT (15 min estimated drive from downtown Austin)');
    await user.click(toggle);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect((await screen.findAllByText("We'll remind you to leave at 9:45 AM CDT."))[0]).toBeInTheDocument();
    expect(storedReminders()).toHaveProperty(rsvp.openHouseId);

    await user.click(screen.getByRole('button', { name: 'Cancel RSVP to Birch' }));
    await waitFor(() => expect(storedReminders()).toEqual({}));
  });

  it('says so when notifications are blocked, and stays off', async () => {
    requestPermission.mockResolvedValueOnce('denied');
    const { user } = setUp();
    vi.stubGlobal('Notification', FakeNotification);
    const toggle = await within(await waitFor(() => card('Birch'))).findByRole('switch', { name: 'Departure reminder' });
    await user.click(toggle);
    expect((await screen.findAllByText('Notifications blocked'))[0]).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(storedReminders()).toEqual({});
  });
});
