import { analyticsRollupUpdates } from './analytics-rollups';

const keysOf = (items: ReturnType<typeof analyticsRollupUpdates>) => items.map((item) => `${item.Update!.Key!.pk} ${item.Update!.Key!.sk}`);

describe('analyticsRollupUpdates', () => {
  it("adds to the agent's day and the listing's day (both orders) and month, each item once", () => {
    const updates = analyticsRollupUpdates('t', { agentId: 'A', listing: { id: 'L', title: 'Elm' }, at: '2026-03-05T23:59:00.000Z', counts: { views: 1 } });
    expect(keysOf(updates)).toEqual(['ANALYTICS#A DAY#2026-03-05', 'ANALYTICS#A DAYLISTING#2026-03-05#L', 'ANALYTICS#A LISTING#L#DAY#2026-03-05', 'ANALYTICS#A MONTHLISTING#2026-03#L']);
    expect(updates[0]!.Update).toMatchObject({ UpdateExpression: 'ADD #c0 :c0 SET entity = :entity, #f0 = :f0', ExpressionAttributeNames: { '#c0': 'views', '#f0': 'day' } });
  });

  it('counts a new lead as new, a status change for its new status, and moves the current distribution', () => {
    const arriving = analyticsRollupUpdates('t', { agentId: 'A', listing: null, at: '2026-03-05T10:00:00.000Z', counts: { inquiries: 1 }, leadStatus: { from: null, to: 'new' } });
    expect(keysOf(arriving)).toEqual(['ANALYTICS#A DAY#2026-03-05', 'ANALYTICS#A LEADSTATUS']);
    expect(arriving[0]!.Update!.ExpressionAttributeNames).toMatchObject({ '#c0': 'inquiries', '#c1': 'status:new' });
    const moving = analyticsRollupUpdates('t', { agentId: 'A', listing: null, at: '2026-03-06T10:00:00.000Z', counts: {}, leadStatus: { from: 'new', to: 'contacted' } });
    expect(moving.at(-1)!.Update).toMatchObject({ UpdateExpression: 'ADD #to :one, #from :minusOne SET entity = :entity', ExpressionAttributeNames: { '#to': 'contacted', '#from': 'new' } });
  });

  it('writes nothing when nothing is counted', () => {
    expect(analyticsRollupUpdates('t', { agentId: 'A', listing: { id: 'L', title: 'Elm' }, at: '2026-03-05T10:00:00.000Z', counts: { contactableSignIns: 0 } })).toEqual([]);
    expect(analyticsRollupUpdates('t', { agentId: 'A', listing: null, at: '2026-03-05T10:00:00.000Z', counts: {}, leadStatus: { from: 'lost', to: 'lost' } })).toEqual([]);
  });
});
