import { analyticsDayOf, analyticsRollupUpdates } from './analytics-rollups';

const keysOf = (items: ReturnType<typeof analyticsRollupUpdates>) => items.map((item) => `${item.Update!.Key!.pk} ${item.Update!.Key!.sk}`);

describe('analyticsRollupUpdates', () => {
  it("adds to the agent's day and the listing's day (both orders) and month, each item once", () => {
    const updates = analyticsRollupUpdates('t', { agentId: 'A', listing: { id: 'L', title: 'Elm' }, at: '2026-03-05T23:59:00.000Z', counts: { views: 1 } });
    expect(keysOf(updates)).toEqual([
      'ANALYTICS#A DAY#2026-03-05',
      'ANALYTICS#A DAYLISTING#2026-03-05#L',
      'ANALYTICS#A LISTING#L#DAY#2026-03-05',
      'ANALYTICS#A MONTHLISTING#2026-03#L',
    ]);
    expect(updates[0]!.Update).toMatchObject({
      UpdateExpression: 'ADD #c0 :c0, #zones :zones SET entity = :entity, #f0 = :f0',
      ExpressionAttributeNames: { '#c0': 'views', '#zones': 'timeZones', '#f0': 'day' },
      ExpressionAttributeValues: { ':zones': new Set(['UTC']) },
    });
  });

  it('counts a new lead as new, a status change for its new status, and moves the current distribution', () => {
    const arriving = analyticsRollupUpdates('t', {
      agentId: 'A',
      listing: null,
      at: '2026-03-05T10:00:00.000Z',
      counts: { inquiries: 1 },
      leadStatus: { from: null, to: 'new' },
    });
    expect(keysOf(arriving)).toEqual(['ANALYTICS#A DAY#2026-03-05', 'ANALYTICS#A LEADSTATUS']);
    expect(arriving[0]!.Update!.ExpressionAttributeNames).toMatchObject({ '#c0': 'inquiries', '#c1': 'status:new' });
    const moving = analyticsRollupUpdates('t', {
      agentId: 'A',
      listing: null,
      at: '2026-03-06T10:00:00.000Z',
      counts: {},
      leadStatus: { from: 'new', to: 'contacted' },
    });
    expect(moving.at(-1)!.Update).toMatchObject({
      UpdateExpression: 'ADD #to :one, #from :minusOne SET entity = :entity',
      ExpressionAttributeNames: { '#to': 'contacted', '#from': 'new' },
    });
  });

  it('writes nothing when nothing is counted', () => {
    expect(
      analyticsRollupUpdates('t', { agentId: 'A', listing: { id: 'L', title: 'Elm' }, at: '2026-03-05T10:00:00.000Z', counts: { contactableSignIns: 0 } }),
    ).toEqual([]);
    expect(
      analyticsRollupUpdates('t', { agentId: 'A', listing: null, at: '2026-03-05T10:00:00.000Z', counts: {}, leadStatus: { from: 'lost', to: 'lost' } }),
    ).toEqual([]);
  });

  it("counts on the listing's calendar day in its zone, and records the zone", () => {
    const updates = analyticsRollupUpdates('t', {
      agentId: 'A',
      listing: { id: 'L', title: 'Elm', timeZone: 'Pacific/Honolulu' },
      at: '2026-03-01T06:30:00.000Z',
      counts: { openHouses: 1 },
    });
    expect(keysOf(updates)).toEqual([
      'ANALYTICS#A DAY#2026-02-28',
      'ANALYTICS#A DAYLISTING#2026-02-28#L',
      'ANALYTICS#A LISTING#L#DAY#2026-02-28',
      'ANALYTICS#A MONTHLISTING#2026-02#L',
    ]);
    expect(updates[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':zones': new Set(['Pacific/Honolulu']) });
  });
});

describe('analyticsDayOf: the calendar day where the listing is', () => {
  it('follows Chicago across the spring-forward change (UTC−6, then UTC−5 from 2 AM on 2026-03-08)', () => {
    const chicago = (at: string) => analyticsDayOf(at, 'America/Chicago').day;
    expect(chicago('2026-03-08T05:59:00.000Z')).toBe('2026-03-07'); // 11:59 PM CST
    expect(chicago('2026-03-08T06:00:00.000Z')).toBe('2026-03-08'); // midnight CST
    expect(chicago('2026-03-09T04:59:00.000Z')).toBe('2026-03-08'); // 11:59 PM CDT: 6 h would say the 9th
    expect(chicago('2026-03-09T05:00:00.000Z')).toBe('2026-03-09'); // midnight CDT
    expect(chicago('2026-11-01T04:59:00.000Z')).toBe('2026-10-31'); // fall back: 11:59 PM CDT
    expect(chicago('2026-11-02T05:59:00.000Z')).toBe('2026-11-01'); // 11:59 PM CST
  });

  it('keeps Honolulu at UTC−10 all year (no daylight time)', () => {
    const honolulu = (at: string) => analyticsDayOf(at, 'Pacific/Honolulu');
    expect(honolulu('2026-07-04T09:59:00.000Z')).toEqual({ day: '2026-07-03', timeZone: 'Pacific/Honolulu' });
    expect(honolulu('2026-07-04T10:00:00.000Z').day).toBe('2026-07-04');
    expect(honolulu('2026-01-04T09:59:00.000Z').day).toBe('2026-01-03');
  });

  it('counts the UTC day without a zone, or with one the platform does not know', () => {
    expect(analyticsDayOf('2026-07-04T02:00:00.000Z', null)).toEqual({ day: '2026-07-04', timeZone: 'UTC' });
    expect(analyticsDayOf('2026-07-04T02:00:00.000Z', 'Mars/Olympus')).toEqual({ day: '2026-07-04', timeZone: 'UTC' });
  });
});
