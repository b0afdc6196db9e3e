import { screen, waitFor, within } from '@testing-library/react';
import type { TDayPlan, TPlanStop } from '@shared/schemas/day-plan.schema';
import { makeCurrentUser } from '../../../testing/factories';
import { emptyResponse, jsonResponse, mockApi, signedInAs, type TApiCall } from '../../../testing/mock-api';
import { createQueryClient } from '../../../app/query-client';
import { resetDepartureReminders } from '../../../lib/departure-reminders/departure-reminder';
import { storedReminders } from '../../../lib/departure-reminders/reminder-store';
import { renderApp } from '../../../testing/render-app';

const DATE = '2027-05-15'; // a Saturday
const T = (time: string) => new Date(`${DATE}T${time}:00-05:00`).toISOString();

const stop = (id: string, title: string, overrides: Partial<TPlanStop> = {}): TPlanStop => ({
  openHouseId: id.padEnd(26, '0'),
  propertyId: `P${id}`.padEnd(26, '0'),
  title,
  address: `${title} Street, a rather long address that has to wrap on a phone screen`,
  city: 'Austin',
  state: 'TX',
  coordinates: { lat: 30.27, lng: -97.74 },
  opensAt: T('10:00'),
  closesAt: T('12:00'),
  timeZone: 'America/Chicago',
  visitMinutes: 20,
  moved: false,
  skipped: false,
  visit: null,
  problem: null,
  ...overrides,
});

const visit = (position: number, arrive: string, leave: string, travelMinutes = 8) => ({
  position,
  travelMinutes,
  arriveAt: T(arrive),
  visitStartsAt: T(arrive),
  leaveAt: T(leave),
  waitMinutes: 0,
});

const PLAN: TDayPlan = {
  date: DATE,
  timeZone: 'America/Chicago',
  start: { lat: 30.27, lng: -97.74, label: 'Maple Street (first open house)' },
  startTime: '10:00',
  startAt: T('10:00'),
  defaultVisitMinutes: 20,
  stops: [
    stop('A', 'Maple', { visit: visit(1, '10:00', '10:20', 0) }),
    stop('B', 'Birch', { visit: visit(2, '10:28', '10:48'), moved: true }),
    stop('C', 'Cedar', { visit: visit(3, '10:56', '11:16') }),
    stop('D', 'Aspen', { visit: visit(4, '11:24', '11:44') }),
    stop('E', 'Dallas loft', { opensAt: T('10:00'), closesAt: T('10:30'), problem: 'unreachable' }),
  ],
  finishesAt: T('11:44'),
  method: 'exact',
  isSaved: true,
  cancelled: [{ openHouseId: 'F'.padEnd(26, '0'), title: 'Willow' }],
  hasChanged: true,
  travelEstimate: { detourFactor: 1.4, speedKmh: 30, parkingMinutes: 3 },
  shareUrl: null,
};

function setUp(plan: TDayPlan = PLAN) {
  let current = plan;
  const api = mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser()),
    'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 5, isPlanned: true }] }),
    [`GET /api/users/day-plans/${DATE}`]: () => jsonResponse(current),
    [`PUT /api/users/day-plans/${DATE}`]: (call: TApiCall) => {
      const body = call.body as { skipped: string[] };
      current = {
        ...current,
        hasChanged: false,
        cancelled: [],
        stops: current.stops.map((s) => (body.skipped.includes(s.openHouseId) ? { ...s, problem: null, skipped: true } : s)),
      };
      return jsonResponse(current);
    },
    [`POST /api/users/day-plans/${DATE}/share`]: () => jsonResponse({ url: `http://localhost/my-day/shared/${'s'.repeat(43)}` }),
    [`DELETE /api/users/day-plans/${DATE}/share`]: () => jsonResponse({ success: true, message: 'Sharing stopped' }),
  });
  return { api, ...renderApp('/my-day') };
}

describe('/my-day', () => {
  it('shows the ordered itinerary with arrive and leave times in the listing zone, travel as an estimate, and links to maps and calendars', async () => {
    setUp();
    const itinerary = await screen.findByRole('list', { name: 'Itinerary' });
    const stops = within(itinerary).getAllByRole('article');
    expect(stops.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Stop 1: Maple', 'Stop 2: Birch', 'Stop 3: Cedar', 'Stop 4: Aspen']);
    expect(within(stops[1]!).getByText(/Arrive 10:28 AM CDT/)).toBeInTheDocument();
    expect(within(stops[1]!).getByText(/Leave 10:48 AM CDT/)).toBeInTheDocument();
    expect(within(stops[1]!).getByText('(estimate)')).toBeInTheDocument();
    expect(within(stops[1]!).getByText('Times changed')).toBeInTheDocument();
    expect(within(stops[1]!).getByRole('link', { name: /Directions to Birch/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=30.270000,-97.740000&travelmode=driving',
    );
    expect(
      within(stops[1]!)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href'),
    ).toContain('calendar.google.com');
    expect(screen.getByText(/straight-line distance × 1.4 at 30 km\/h/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/users/day-plans/${DATE}/calendar`);
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('waypoints=');
  });

  it('warns about the open house that cannot fit, and dropping it saves the plan without it', async () => {
    const { user, api } = setUp();
    const warning = (await screen.findByRole('heading', { name: '1 open house does not fit' })).closest('section')!;
    expect(within(warning as HTMLElement).getByText(/Dallas loft/)).toBeInTheDocument();
    expect(within(warning as HTMLElement).getByText(/cannot reach it in its hours/)).toBeInTheDocument();
    await user.click(within(warning as HTMLElement).getByRole('button', { name: 'Drop it: Dallas loft' }));
    expect(await screen.findByRole('heading', { name: 'Left out of this day' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1 open house does not fit' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/users/day-plans/${DATE}`)[0]!.body).toMatchObject({
      skipped: ['E'.padEnd(26, '0')],
      startTime: '10:00',
      defaultVisitMinutes: 20,
    });
  });

  it('says what moved or was cancelled and re-plans on request', async () => {
    const { user, api } = setUp();
    const notice = (await screen.findByRole('heading', { name: 'Open houses changed since this plan was made' })).closest('section') as HTMLElement;
    expect(within(notice).getByText('Willow was cancelled')).toBeInTheDocument();
    expect(within(notice).getByText(/Birch moved/)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Re-plan with the new times' }));
    expect(api.callsTo('PUT', `/api/users/day-plans/${DATE}`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Open houses changed since this plan was made' })).not.toBeInTheDocument();
  });

  it('shares the plan by link and stops sharing', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const link = await screen.findByRole('textbox', { name: /Anyone with this link/ });
    expect(link).toHaveValue(`http://localhost/my-day/shared/${'s'.repeat(43)}`);
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('reads the days again on every visit, so a day saved elsewhere since (Add to my day) is there', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 5, isPlanned: true }] }),
      [`GET /api/users/day-plans/${DATE}`]: () => jsonResponse(PLAN),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/users/day-plans'], { days: [] });
    renderApp(`/my-day?date=${DATE}`, { queryClient });
    expect(await screen.findByRole('list', { name: 'Itinerary' })).toBeInTheDocument();
  });

  it('offers the map and saved open houses when no day has saved open houses, and says when the plan fails to load', async () => {
    mockApi({ 'GET /api/auth/user': signedInAs(makeCurrentUser()), 'GET /api/users/day-plans': () => jsonResponse({ days: [] }) });
    renderApp('/my-day');
    expect(await screen.findByRole('heading', { name: 'No open houses to plan yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find open houses on the map' })).toHaveAttribute('href', '/map');
  });

  it('says when the plan cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 2, isPlanned: false }] }),
      [`GET /api/users/day-plans/${DATE}`]: () => emptyResponse(500, 'Server Error'),
    });
    renderApp('/my-day');
    expect(await screen.findByText('We could not load the plan for this day. Please try again.')).toBeInTheDocument();
  });
});

describe('/my-day departure reminders', () => {
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = requestPermission;
  }
  // Re-planned: Birch left out, Cedar now second after a 12-minute drive, Aspen third.
  const REPLANNED: TDayPlan = {
    ...PLAN,
    hasChanged: false,
    cancelled: [],
    stops: [
      PLAN.stops[0]!,
      stop('C', 'Cedar', { visit: visit(2, '10:32', '10:52', 12) }),
      stop('D', 'Aspen', { visit: visit(3, '11:00', '11:20') }),
      stop('B', 'Birch', { skipped: true }),
      PLAN.stops[4]!,
    ],
  };
  const planReminders = () =>
    Object.values(storedReminders())
      .filter((reminder) => reminder.source === 'plan')
      .map((reminder) => [reminder.title, reminder.leaveAt, reminder.planDate])
      .sort((a, b) => a[1]!.localeCompare(b[1]!));

  function setUpReminders() {
    let current = PLAN;
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 5, isPlanned: true }] }),
      [`GET /api/users/day-plans/${DATE}`]: () => jsonResponse(current),
      [`PUT /api/users/day-plans/${DATE}`]: () => {
        current = REPLANNED;
        return jsonResponse(current);
      },
    });
    return renderApp('/my-day');
  }

  beforeEach(() => {
    window.localStorage.clear();
    FakeNotification.permission = 'default';
    requestPermission.mockClear();
  });
  afterEach(() => {
    resetDepartureReminders();
    window.localStorage.clear();
  });

  it("asks for permission on the click and stores one reminder per stop at the plan's leave time; re-planning replaces them; off cancels them", async () => {
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = setUpReminders();
    const toggle = await screen.findByRole('switch', { name: 'Remind me when to leave' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription("A notification at each stop's leave time, the first at 10:20 AM CDT (for Birch)");
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    // Maple is where the day starts (no drive): no reminder. Others: arrival minus the drive from the previous stop.
    expect(planReminders()).toEqual([
      ['Birch', T('10:20'), DATE],
      ['Cedar', T('10:48'), DATE],
      ['Aspen', T('11:16'), DATE],
    ]);
    expect(storedReminders()[`plan:${'B'.padEnd(26, '0')}`]?.drive).toEqual({ minutes: 8, from: 'the previous stop (Maple)' });

    await user.click(screen.getByRole('button', { name: 'Re-plan with the new times' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Itinerary' })).getAllByRole('article')).toHaveLength(3));
    await waitFor(() =>
      expect(planReminders()).toEqual([
        ['Cedar', T('10:20'), DATE],
        ['Aspen', T('10:52'), DATE],
      ]),
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(storedReminders()).toEqual({});
  });

  it('a day of one open house where the day starts has no leave time: it says so, not that the times have passed, and Open in maps does not name the place twice', async () => {
    const maple = { ...PLAN.stops[0]!, coordinates: { lat: 30.2712, lng: -97.7431 } };
    const single: TDayPlan = {
      ...PLAN,
      start: { lat: 30.2712, lng: -97.7431, label: 'Maple Street (first open house)', followsFirstOpenHouse: true },
      stops: [maple],
      hasChanged: false,
      cancelled: [],
    };
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 1, isPlanned: false }] }),
      [`GET /api/users/day-plans/${DATE}`]: () => jsonResponse(single),
    });
    renderApp('/my-day');
    const toggle = await screen.findByRole('switch', { name: 'Remind me when to leave' });
    expect(toggle).toHaveAccessibleDescription('The day starts at Maple Street (first open house): there is no drive to leave for.');
    expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=30.271200,-97.743100&travelmode=driving',
    );
  });

  it('Open in maps starts at the start point and does not list the first stop again when the day starts there', async () => {
    const at = (lat: number) => ({ lat, lng: -97.74 });
    const plan: TDayPlan = {
      ...PLAN,
      start: { ...at(30.27), label: 'Maple Street (first open house)' },
      stops: [
        stop('A', 'Maple', { coordinates: at(30.27), visit: visit(1, '10:00', '10:20', 0) }),
        stop('B', 'Birch', { coordinates: at(30.28), visit: visit(2, '10:28', '10:48') }),
        stop('C', 'Cedar', { coordinates: at(30.29), visit: visit(3, '10:56', '11:16') }),
      ],
    };
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser()),
      'GET /api/users/day-plans': () => jsonResponse({ days: [{ date: DATE, openHouseCount: 3, isPlanned: true }] }),
      [`GET /api/users/day-plans/${DATE}`]: () => jsonResponse(plan),
    });
    renderApp('/my-day');
    const route = new URL((await screen.findByRole('link', { name: 'Open in maps' })).getAttribute('href')!);
    expect([route.searchParams.get('origin'), route.searchParams.get('waypoints'), route.searchParams.get('destination')]).toEqual([
      '30.270000,-97.740000',
      '30.280000,-97.740000',
      '30.290000,-97.740000',
    ]);
  });

  it('says so when notifications are blocked, and stays off', async () => {
    requestPermission.mockResolvedValueOnce('denied');
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = setUpReminders();
    const toggle = await screen.findByRole('switch', { name: 'Remind me when to leave' });
    await user.click(toggle);
    expect((await screen.findAllByText('Notifications blocked'))[0]).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(storedReminders()).toEqual({});
  });

  it('says so when the browser has no notifications', async () => {
    expect('Notification' in window).toBe(false); // jsdom has none
    const { user } = setUpReminders();
    await user.click(await screen.findByRole('switch', { name: 'Remind me when to leave' }));
    expect((await screen.findAllByText('This browser cannot show notifications.'))[0]).toBeInTheDocument();
    expect(storedReminders()).toEqual({});
  });
});

describe('/my-day/shared/:token', () => {
  const token = 't'.repeat(43);

  it('shows a shared plan read-only to a visitor', async () => {
    mockApi({ [`GET /api/day-plans/shared/${token}`]: () => jsonResponse({ ...PLAN, hasChanged: false, cancelled: [] }) });
    renderApp(`/my-day/shared/${token}`);
    expect(await screen.findByRole('heading', { name: 'Open houses on Saturday, May 15' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Itinerary' })).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: '1 open house does not fit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Drop|Leave out|Share/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Remind me when to leave' })).not.toBeInTheDocument();
  });

  it('says when the link was revoked', async () => {
    mockApi({ [`GET /api/day-plans/shared/${token}`]: () => jsonResponse({ message: 'This plan is no longer shared.' }, 404) });
    renderApp(`/my-day/shared/${token}`);
    expect(await screen.findByRole('heading', { name: 'This plan is no longer shared' })).toBeInTheDocument();
  });
});
