import { makeProperty } from './testing/make-records';
import { counterUpdates } from './listing-counters';
import { isBrowsable } from './property-index-keys';
import * as keys from './keys';

describe('bedrooms in browse keys', () => {
  it('sort as numbers from a studio to 99, with 0–9 written as before', () => {
    const counts = [12, 0, 99, 3, 10, 9, 1];
    // DynamoDB compares sort keys by their UTF-8 bytes, as < does for these ASCII keys.
    const sorted = counts.map((n) => ({ n, key: keys.bedroomsKey(n) })).sort((a, b) => (a.key < b.key ? -1 : 1));
    expect(sorted.map((entry) => entry.n)).toEqual([0, 1, 3, 9, 10, 12, 99]);
    expect(keys.bedroomsKey(3)).toBe('BEDS#3');
    // "At least 3 bedrooms" as a key condition takes in 10 and more.
    expect(keys.activeByBedrooms(10, 1, 'x').gsi4sk >= keys.bedroomsKey(3)).toBe(true);
  });
});

/** The browse and plan counters among a write's counter updates (the map's geo counters have tests of their own). */
const browseAndPlan = (updates: ReturnType<typeof counterUpdates>) => updates.filter((update) => !String(update.Update?.Key?.pk).startsWith('GEOCOUNT#'));

describe('browse and plan counting by market status', () => {
  it('keeps published listings on the market or under contract browsable; closed ones and drafts not', () => {
    expect(['active', 'coming-soon', 'active-under-contract', 'pending'].map((m) => isBrowsable({ status: 'active', marketStatus: m as never }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['closed', 'withdrawn', 'expired', 'canceled'].some((m) => isBrowsable({ status: 'active', marketStatus: m as never }))).toBe(false);
    expect(isBrowsable({ status: 'draft', marketStatus: 'active' })).toBe(false);
    // Stored before market statuses: Active.
    expect(isBrowsable({ status: 'active' })).toBe(true);
  });

  it('moves a listing going under contract from one browse count to the other in one update, leaving the plan count alone', () => {
    const before = makeProperty({ marketStatus: 'active' });
    const [update, ...rest] = browseAndPlan(counterUpdates('t', before, { ...before, marketStatus: 'pending' }));
    expect(rest).toEqual([]);
    expect(update?.Update?.UpdateExpression).toBe('ADD activeCount :delta0, underContractCount :delta1 SET entity = :entity');
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({ ':delta0': -1, ':delta1': 1 });
  });

  it('takes a closed listing out of its browse count and the plan count', () => {
    const before = makeProperty({ marketStatus: 'pending' });
    const updates = browseAndPlan(counterUpdates('t', before, { ...before, marketStatus: 'closed' }));
    expect(updates.map((u) => u.Update?.UpdateExpression)).toEqual([
      'ADD underContractCount :delta0 SET entity = :entity',
      'ADD activeListings :delta0 SET entity = :entity',
    ]);
  });
});
