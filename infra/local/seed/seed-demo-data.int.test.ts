import { userActor } from '../../../functions/src/services/actor';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { ensureTable } from '../provision';

/**
 * Seeds the demo data into a table of its own (the API tests share theirs), with the handlers'
 * configuration, then moves the clock forward to check the open houses are topped up.
 */
describe('demo data', () => {
  beforeAll(() => {
    Object.assign(process.env, inject('handlerEnv'));
  });

  it('seeds accounts and a photographed catalogue once, and refreshes open houses on a later day', async () => {
    const tableName = `seed-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), tableName);
    const { deps, advance } = createTestDeps(new Date());
    deps.db.tableName = tableName;
    const { seedDemoData } = await import('./seed-demo-data');
    const { browseActiveListings } = await import('../../../functions/src/data/listing-browse-repository');

    expect(await seedDemoData(deps)).toBe(true);
    expect(await seedDemoData(deps)).toBe(false);
    const page = await browseActiveListings(deps.db, { sort: 'newest', limit: 100 });
    // 60 in Austin for the demo accounts, 32 in eight other metros for four agents of their own.
    expect(page.items).toHaveLength(92);
    expect(page.items.every((p) => p.images.length >= 1 && p.images[0]!.startsWith('/photos/listings/'))).toBe(true);
    expect(new Set(page.items.map((p) => p.userId)).size).toBe(7);
    const austin = page.items.filter((p) => p.city === 'Austin');
    expect(austin).toHaveLength(60);
    expect(new Set(austin.map((p) => p.userId)).size).toBe(3);
    // Each metro listing keeps its own zone, and its open house is at a local daytime hour there.
    const metros = page.items.filter((p) => p.city !== 'Austin');
    expect(new Set(metros.map((p) => p.city))).toEqual(new Set(['Denver', 'Phoenix', 'Atlanta', 'Miami', 'Seattle', 'Chicago', 'Honolulu', 'Anchorage']));
    const zoneOf = (city: string) => new Set(metros.filter((p) => p.city === city).map((p) => p.timeZone));
    expect(zoneOf('Honolulu')).toEqual(new Set(['Pacific/Honolulu']));
    expect(zoneOf('Anchorage')).toEqual(new Set(['America/Anchorage']));
    expect(zoneOf('Phoenix')).toEqual(new Set(['America/Phoenix']));
    expect(zoneOf('Denver')).toEqual(new Set(['America/Denver']));
    const { zonedParts } = await import('@shared/time/zoned-time');
    for (const listing of metros) {
      expect(listing.upcomingOpenHouses).toHaveLength(1);
      const hour = zonedParts(new Date(listing.upcomingOpenHouses[0]!.startsAt), listing.timeZone).hour;
      expect(hour, `${listing.title}, ${listing.city}`).toBeGreaterThanOrEqual(10);
    }
    // They are in the geo index the map reads: a box around Honolulu finds its four, and only them.
    const { listMapViewport } = await import('../../../functions/src/services/map/list-map-viewport');
    const honolulu = await listMapViewport(deps, { west: -158.0, south: 21.2, east: -157.7, north: 21.4, zoom: 12, show: 'listings', when: 'month' });
    expect(honolulu.pins.map((pin) => pin.id).sort()).toEqual(
      metros
        .filter((p) => p.city === 'Honolulu')
        .map((p) => p.id)
        .sort(),
    );
    const { getAgentStats } = await import('../../../functions/src/data/agent-stats-repository');
    const { findUserIdByEmail, getUserWithProfile } = await import('../../../functions/src/data/user-repository');
    const agentId = (await findUserIdByEmail(deps.db, 'agent@demo.openhouse.market'))!;
    expect((await getAgentStats(deps.db, agentId)).totalLeads).toBe(4);
    // Two months of views and saves: /analytics has a history, and the dashboard's total agrees with it.
    const { getAnalytics } = await import('../../../functions/src/services/analytics/get-analytics');
    const agent = (await getUserWithProfile(deps.db, agentId))!;
    const history = await getAnalytics(deps, userActor(agent), { bucket: 'week', from: new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10) });
    expect(history.totals.views).toBe((await getAgentStats(deps.db, agentId)).totalViews);
    expect(history.totals.views).toBeGreaterThan(60);
    expect(history.totals.inquiries).toBe(4);
    expect(history.series.filter((week) => week.views > 0).length).toBeGreaterThanOrEqual(7);
    expect((await getUserWithProfile(deps.db, agentId))?.profile).toMatchObject({
      tagline: 'Central Austin homes, first-time buyers welcome',
      servingAreas: ['Zilker', 'Travis Heights', 'Mueller', 'Hyde Park'],
    });
    const { listBrokerageTeam } = await import('../../../functions/src/services/brokerage/list-brokerage-team');
    const broker = (await getUserWithProfile(deps.db, (await findUserIdByEmail(deps.db, 'broker@demo.openhouse.market'))!))!;
    const team = await listBrokerageTeam(deps, userActor(broker));
    expect(team).toMatchObject({ brokerageName: 'Lone Star Realty', pending: [] });
    expect(team.members.map((m) => m.displayName).sort()).toEqual(['Avery Agent', 'Jordan Rivera']);
    const { listSavedSearchesPage } = await import('../../../functions/src/data/saved-search-repository');
    const buyerId = (await findUserIdByEmail(deps.db, 'buyer@demo.openhouse.market'))!;
    // The demo buyer's search alerts on Austin listings: filed under the area index the listing events read.
    expect((await listSavedSearchesPage(deps.db, { userId: buyerId, limit: 25 })).items).toMatchObject([
      { name: '3+ beds in Austin', frequency: 'instant', area: { place: 'Austin, TX' } },
    ]);
    const { cellsAround, listSearchesInCell } = await import('../../../functions/src/data/saved-search-area-repository');
    const filed = await Promise.all(cellsAround({ lat: 30.27, lng: -97.74 }).map((cell) => listSearchesInCell(deps.db, cell)));
    expect(filed.flat().map((s) => s.userId)).toContain(buyerId);
    const now = deps.clock.now().toISOString();
    expect(austin.filter((p) => p.upcomingOpenHouses.some((oh) => oh.endsAt > now)).length).toBeGreaterThanOrEqual(14);

    advance(40 * 86_400);
    expect(await seedDemoData(deps)).toBe(true);
    const later = deps.clock.now().toISOString();
    const refreshed = await browseActiveListings(deps.db, { sort: 'newest', limit: 100 });
    const withUpcoming = refreshed.items.filter((p) => p.upcomingOpenHouses.some((oh) => oh.endsAt > later));
    expect(withUpcoming.filter((p) => p.city === 'Austin').length).toBeGreaterThanOrEqual(14);
    expect(withUpcoming.filter((p) => p.city !== 'Austin')).toHaveLength(32);
    const openHouses = await deps.db.client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :oh)',
        ExpressionAttributeValues: { ':pk': `PROPERTY#${withUpcoming[0]!.id}`, ':oh': 'OPENHOUSE#' },
      }),
    );
    expect(openHouses.Items?.length).toBeGreaterThanOrEqual(2);
  }, 150_000); // The whole demo catalogue (Austin and eight other metros) with its photos, on a machine shared by several test runs.
});
