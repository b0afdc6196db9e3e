import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { listPublicListingsByStreet } from '../../../functions/src/data/listing-street-repository';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillStreetKeys } from './backfill-street-keys';

describe('listings written before the street index', () => {
  it('get its keys once per data folder, public ones with coordinates only', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `street-backfill-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const at = { lat: 39.7525, lng: -105.0002 };
    const wynkoop = makeProperty({ address: '1701 Wynkoop St', coordinates: at });
    const draft = makeProperty({ address: '1710 Wynkoop St', coordinates: at, status: 'draft' });
    const nowhere = makeProperty({ address: '1720 Wynkoop St', coordinates: null });
    for (const property of [wynkoop, draft, nowhere]) {
      // The item as it was written before gsi6 existed.
      const { gsi6pk: _pk, gsi6sk: _sk, ...legacy } = propertyEntity.toItem(property);
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: legacy }));
    }
    const onWynkoop = async () => (await listPublicListingsByStreet(deps.db, { streetPrefix: 'wynkoop', limit: 8 })).map((listing) => listing.id);
    expect(await onWynkoop()).toEqual([]);

    expect(await backfillStreetKeys(deps.db)).toBe(1);
    expect(await onWynkoop()).toEqual([wynkoop.id]);
    const stored = await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: propertyEntity.key(wynkoop) }));
    expect(stored.Item).toMatchObject(propertyEntity.toItem(wynkoop));
    // Once done, a later start does not scan again.
    const { gsi6pk: _pk, gsi6sk: _sk, ...legacy } = propertyEntity.toItem(makeProperty({ address: '1800 Wynkoop St', coordinates: at }));
    await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: legacy }));
    expect(await backfillStreetKeys(deps.db)).toBe(0);
  });
});
