import { ulid } from 'ulid';
import { batchPutItems } from '../src/data/batch-items';
import { leadEntity, type TListingLeadRecord } from '../src/data/property-records';
import { makeListingLead, makeProperty } from '../src/data/testing/make-records';
import { sharedTestDb } from './test-deps';

/**
 * Stores `count` listing inquiries of `agentId` straight in the table, one second apart up to now, newest last, from
 * different people (set-up for paging: a hundred inquiries through the API would meet its rate limit).
 */
export async function storeListingLeads(agentId: string, count: number): Promise<TListingLeadRecord[]> {
  const property = makeProperty({ userId: agentId, title: 'Paged bungalow' });
  const now = Date.now();
  const leads = Array.from({ length: count }, (_, i) => {
    const at = now - (count - i) * 1000;
    return makeListingLead(property, {
      id: ulid(at),
      createdAt: new Date(at).toISOString(),
      name: `Paged Person ${i}`,
      email: `paged.${i}@example.test`,
      phone: i % 3 ? null : '512-555-0100',
    });
  });
  await batchPutItems(
    sharedTestDb(),
    leads.map((lead) => leadEntity.toItem(lead)),
  );
  return leads;
}
