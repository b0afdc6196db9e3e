import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { listLeadsByAddress, listLeadsOfMonth } from '../../../functions/src/data/lead-removal-repository';
import { leadEntity } from '../../../functions/src/data/property-records';
import { makeListingLead, makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillLeadIndexes } from './backfill-lead-indexes';

describe('leads written before the address and month indexes', () => {
  it('get both once, so a removal request and the retention pass find them; a removed lead stays out', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `backfill-lead-indexes-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const property = makeProperty();
    const old = makeListingLead(property, { email: 'early.bird@example.test', createdAt: '2024-03-05T10:00:00.000Z' });
    const removed = makeListingLead(property, {
      email: '',
      name: '',
      createdAt: '2024-03-06T10:00:00.000Z',
      removal: { at: '2026-01-01T00:00:00.000Z', reason: 'request' },
    });
    for (const lead of [old, removed]) {
      const { gsi2pk: _a, gsi2sk: _b, gsi3pk: _c, gsi3sk: _d, ...withoutNewIndexes } = leadEntity.toItem(lead);
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: withoutNewIndexes }));
    }
    expect(await listLeadsByAddress(deps.db, 'early.bird@example.test')).toEqual([]);

    expect(await backfillLeadIndexes(deps.db)).toBe(1);
    expect((await listLeadsByAddress(deps.db, 'Early.Bird@example.test')).map((lead) => lead.id)).toEqual([old.id]);
    expect((await listLeadsOfMonth(deps.db, '2024-03', '2024-04')).map((lead) => lead.id)).toEqual([old.id]);
    expect(await backfillLeadIndexes(deps.db)).toBe(0);
  });
});
