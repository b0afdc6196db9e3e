import type { TMlsPage } from '../mls-client';
import { createResoClient } from './reso-client';

/** A server answering one page of Property records, whatever is asked. */
function clientAnswering(records: Record<string, unknown>[]) {
  const fetchFn = (async () =>
    new Response(JSON.stringify({ value: records }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  return createResoClient({
    serviceRoot: 'https://mls.example/odata',
    auth: { kind: 'bearer', token: 'token' },
    userAgent: 'Test/1.0',
    requestsPerSecond: 1000,
    openHouses: 'none',
    fetch: fetchFn,
  });
}

describe('the RESO client', () => {
  it('reports records without a ListingKey or a readable ModificationTimestamp as rejected, with the reason, instead of dropping them', async () => {
    const client = clientAnswering([
      { ListingKey: 'kept', ModificationTimestamp: '2026-05-01T10:00:00Z' },
      { ListPrice: 500000, ModificationTimestamp: '2026-05-01T10:00:01Z' },
      { ListingKey: 'untimed' },
      { ListingKey: 'garbled', ModificationTimestamp: 'yesterday' },
    ]);
    const pages: TMlsPage[] = [];
    for await (const page of client.replicate({ modifiedSince: null, pageSize: 100 })) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.listings.map((listing) => listing.listingKey)).toEqual(['kept']);
    expect(pages[0]!.rejected).toEqual([
      { listingKey: null, reason: 'The record has no ListingKey' },
      { listingKey: 'untimed', reason: 'The record has no ModificationTimestamp' },
      { listingKey: 'garbled', reason: 'The record has an unreadable ("yesterday") ModificationTimestamp' },
    ]);
  });
});
