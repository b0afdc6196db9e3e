import { counterUpdatesOf } from './listing-counters';
import { transactionsOf } from './mls-listing-batch-repository';
import { newMlsMappingRecord } from './mls-records';
import * as keys from './keys';
import { makeProperty } from './testing/make-records';

const NOW = '2026-06-01T00:00:00.000Z';

const newListing = (listingKey: string, bedrooms: number) => {
  const after = makeProperty({ userId: 'agent-1', price: 450_000, bedrooms, status: 'active' });
  return {
    property: { before: null, after },
    mapping: { before: null, after: { ...newMlsMappingRecord('config-1', listingKey, { logId: 'log-1', now: NOW }), propertyId: after.id } },
    openHouses: { puts: [], deletes: [], snapshots: [] },
  };
};

const counterUpdatesIn = (group: readonly ReturnType<typeof newListing>[]) =>
  counterUpdatesOf(
    't',
    group.map((write) => write.property),
  );

describe('transactionsOf', () => {
  it('puts every write in one transaction of at most 100 items, writes moving the same listing counter together', () => {
    const writes = Array.from({ length: 120 }, (_, i) => newListing(`K${i}`, i % 2 === 0 ? 2 : 3));
    const groups = transactionsOf(writes);

    expect(
      groups
        .flat()
        .map((write) => write.mapping.after.mlsListingId)
        .sort(),
    ).toEqual(writes.map((write) => write.mapping.after.mlsListingId).sort());
    for (const group of groups) expect(group.length * 2 + counterUpdatesIn(group).length).toBeLessThanOrEqual(100);
    // Two bedroom counts alternating: grouped, the two counters are moved in four updates over three transactions, not two per transaction.
    expect(groups).toHaveLength(3);
    expect(groups.flatMap((group) => counterUpdatesIn(group)).filter((item) => item.Update?.Key?.pk === keys.listingCountersPartition)).toHaveLength(4);
  });
});
