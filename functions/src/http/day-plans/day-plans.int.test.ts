import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { parseCalendar } from '../../../test/calendar';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;

/** Four open houses a few km apart in central Austin, and a fifth in Dallas open for half an hour. */
const HOUSES = [
  { title: 'Plan A', coordinates: { lat: 30.2672, lng: -97.7431 }, startTime: '10:00', endTime: '12:00' },
  { title: 'Plan B', coordinates: { lat: 30.3005, lng: -97.7302 }, startTime: '10:30', endTime: '12:30' },
  { title: 'Plan C', coordinates: { lat: 30.2501, lng: -97.7604 }, startTime: '11:00', endTime: '13:00' },
  { title: 'Plan D', coordinates: { lat: 30.2903, lng: -97.7005 }, startTime: '12:00', endTime: '14:00' },
  { title: 'Plan far', coordinates: { lat: 32.7767, lng: -96.797 }, startTime: '10:00', endTime: '10:30' },
];

async function savedDay(days = 5) {
  const date = chicagoDate(days);
  const { client: agent } = await signUpActiveAgent();
  const { client: buyer } = await signUpAs('BUYER');
  const ids: Record<string, { propertyId: string; openHouseId: string }> = {};
  for (const house of HOUSES) {
    const listing = await createListing(agent, {
      title: house.title,
      coordinates: house.coordinates,
      openHouse: { date, startTime: house.startTime, endTime: house.endTime },
    });
    const openHouseId = (await createApiClient().get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`)).body.items[0]!.id;
    ids[house.title] = { propertyId: listing.id, openHouseId };
    expect((await buyer.post('/api/users/saved-open-houses', { propertyId: listing.id, openHouseId })).status).toBe(201);
  }
  return { date, agent, buyer, ids };
}

const plan = async (client: TClient, date: string) => client.get<TDayPlan & { message: string }>(`/api/users/day-plans/${date}`);

describe('open-house day plans', () => {
  it('plans a day of saved open houses within their hours, names the one that cannot fit, and re-plans after a cancellation', async () => {
    const { date, agent, buyer, ids } = await savedDay();
    const days = await buyer.get<{ days: { date: string; openHouseCount: number; isPlanned: boolean }[] }>('/api/users/day-plans');
    expect(days.body.days).toEqual([{ date, openHouseCount: 5, isPlanned: false }]);

    const first = await plan(buyer, date);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      date,
      timeZone: 'America/Chicago',
      isSaved: false,
      hasChanged: false,
      method: 'exact',
      startTime: '10:00',
      shareUrl: null,
    });
    expect(first.body.travelEstimate).toEqual({ detourFactor: 1.4, speedKmh: 30, parkingMinutes: 3 });
    const planned = first.body.stops.filter((s) => s.visit);
    expect(planned.map((s) => s.visit!.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(planned.map((s) => s.title))).toEqual(new Set(['Plan A', 'Plan B', 'Plan C', 'Plan D']));
    for (const stop of planned) {
      expect(stop.visit!.visitStartsAt >= stop.opensAt).toBe(true);
      expect(stop.visit!.leaveAt <= stop.closesAt).toBe(true);
      expect(Date.parse(stop.visit!.leaveAt) - Date.parse(stop.visit!.visitStartsAt)).toBe(20 * 60_000);
    }
    expect(first.body.stops.at(-1)).toMatchObject({ title: 'Plan far', visit: null, problem: 'unreachable' });

    // The buyer starts at 11:00 from Plan B's corner, stays 45 minutes at Plan D and skips Plan C.
    const choices = {
      start: { lat: 30.3005, lng: -97.7302, label: 'Home' },
      startTime: '11:00',
      defaultVisitMinutes: 20,
      visitMinutes: { [ids['Plan D']!.openHouseId]: 45 },
      skipped: [ids['Plan C']!.openHouseId],
    };
    const saved = await buyer.request<TDayPlan>('PUT', `/api/users/day-plans/${date}`, { json: choices });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isSaved: true, hasChanged: false, startTime: '11:00', start: { label: 'Home' } });
    const byTitle = Object.fromEntries(saved.body.stops.map((s) => [s.title, s]));
    expect(byTitle['Plan C']).toMatchObject({ skipped: true, visit: null, problem: null });
    expect(byTitle['Plan A']).toMatchObject({ problem: null });
    expect(byTitle['Plan D']!.visitMinutes).toBe(45);
    expect(Date.parse(byTitle['Plan D']!.visit!.leaveAt) - Date.parse(byTitle['Plan D']!.visit!.visitStartsAt)).toBe(45 * 60_000);
    expect((await buyer.get<{ days: { isPlanned: boolean }[] }>('/api/users/day-plans')).body.days[0]!.isPlanned).toBe(true);

    // The agent cancels Plan D: the plan says so and offers to re-plan; saving again acknowledges it.
    expect((await agent.request('DELETE', `/api/properties/${ids['Plan D']!.propertyId}/open-houses/${ids['Plan D']!.openHouseId}`)).status).toBe(200);
    const changed = await plan(buyer, date);
    expect(changed.body).toMatchObject({ hasChanged: true, cancelled: [{ openHouseId: ids['Plan D']!.openHouseId, title: 'Plan D' }] });
    expect(changed.body.stops.map((s) => s.title)).not.toContain('Plan D');
    const replanned = await buyer.request<TDayPlan>('PUT', `/api/users/day-plans/${date}`, { json: choices });
    expect(replanned.body).toMatchObject({ hasChanged: false, cancelled: [] });

    const calendar = await buyer.get<string>(`/api/users/day-plans/${date}/calendar`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = parseCalendar(calendar.body).events;
    expect(events.length).toBe(replanned.body.stops.filter((s) => s.visit).length);
    expect(events.every((e) => e.uid.startsWith(`plan-${date}-`) && e.tzid === 'America/Chicago')).toBe(true);
    expect(events[0]!.description).toMatch(
      /^A 20-minute visit: stop 1 of your open-house day \(open \d{1,2}:\d{2} [AP]M C[DS]T – \d{1,2}:\d{2} [AP]M C[DS]T\)\./,
    );
  });

  it('shares a plan read-only by an unguessable link that works signed out and stops working once revoked', async () => {
    const { date, buyer } = await savedDay(6);
    const shared = await buyer.post<{ url: string }>(`/api/users/day-plans/${date}/share`);
    expect(shared.status).toBe(200);
    const token = new URL(shared.body.url).pathname.split('/').at(-1)!;
    expect(shared.body.url).toMatch(/\/my-day\/shared\/[A-Za-z0-9_-]{43}$/);
    expect((await buyer.post<{ url: string }>(`/api/users/day-plans/${date}/share`)).body.url).toBe(shared.body.url);
    expect((await plan(buyer, date)).body.shareUrl).toBe(shared.body.url);

    const visitor = createApiClient();
    const readOnly = await visitor.get<TDayPlan>(`/api/day-plans/shared/${token}`);
    expect(readOnly.status).toBe(200);
    expect(readOnly.body).toMatchObject({ date, shareUrl: null, isSaved: true });
    expect(readOnly.body.stops.filter((s) => s.visit)).toHaveLength(4);
    expect((await visitor.get(`/api/day-plans/shared/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await visitor.get('/api/day-plans/shared/short')).status).toBe(400);

    expect((await buyer.request('DELETE', `/api/users/day-plans/${date}/share`)).status).toBe(200);
    expect((await visitor.get(`/api/day-plans/shared/${token}`)).status).toBe(404);
    expect((await plan(buyer, date)).body.shareUrl).toBeNull();
    const again = await buyer.post<{ url: string }>(`/api/users/day-plans/${date}/share`);
    expect(again.body.url).not.toBe(shared.body.url);
    expect((await visitor.get(`/api/day-plans/shared/${token}`)).status).toBe(404);
  });

  it('answers only its owner: 401 signed out, 404 for a day without saved open houses, 400 for a bad date or choice', async () => {
    const { date, buyer } = await savedDay(7);
    expect((await createApiClient().get(`/api/users/day-plans/${date}`)).status).toBe(401);
    expect((await createApiClient().post(`/api/users/day-plans/${date}/share`)).status).toBe(401);
    const other = await signUpAs('BUYER');
    expect((await plan(other.client, date)).status).toBe(404);
    expect((await other.client.post(`/api/users/day-plans/${date}/share`)).status).toBe(404);
    expect(
      (
        await other.client.request('PUT', `/api/users/day-plans/${date}`, {
          json: { start: { lat: 30, lng: -97, label: 'x' }, startTime: '10:00', defaultVisitMinutes: 20, visitMinutes: {}, skipped: [] },
        })
      ).status,
    ).toBe(404);
    expect((await plan(buyer, '2027-13-40')).status).toBe(400);
    const bad = await buyer.request<{ errors: { path: string }[] }>('PUT', `/api/users/day-plans/${date}`, {
      json: { start: { lat: 30, lng: -97, label: 'x' }, startTime: '25:00', defaultVisitMinutes: 2, visitMinutes: {}, skipped: [] },
    });
    expect(bad.status).toBe(400);
  });
});
