import type { TPropertyRecord } from '../../data/property-records';
import { mlsHostIdentityOf, mlsIdentityOf, mlsListingIdsOf, primaryListingOf } from './mls-identity';
import { mlsPropertyId } from './mls-open-houses';

const reso = { providerUrl: 'https://API.example-mls.com./reso/odata' };
const rets = { providerUrl: 'https://rets.example-mls.com:6103/rets/login' };
const record = (raw: Record<string, unknown>) => ({ listingKey: 'K1', raw });

describe('the MLS a record comes from', () => {
  it('is the originating system the record names, whatever server carried it (case and spaces aside)', () => {
    expect(mlsIdentityOf(reso, record({ OriginatingSystemName: 'Central  Texas MLS ' }))).toBe('system:central texas mls');
    expect(mlsIdentityOf(rets, record({ OriginatingSystemName: 'central texas mls' }))).toBe('system:central texas mls');
    expect(mlsIdentityOf(rets, record({ OriginatingSystemID: 'M00000123' }))).toBe('system:m00000123');
  });

  it('is the server (host and port) when the record names none', () => {
    expect(mlsIdentityOf(reso, record({ OriginatingSystemName: '  ' }))).toBe('api.example-mls.com');
    expect(mlsIdentityOf(rets, record({}))).toBe('rets.example-mls.com:6103');
    expect(mlsHostIdentityOf(rets)).toBe('rets.example-mls.com:6103');
  });
});

describe('the listing a record is', () => {
  const named = record({ OriginatingSystemName: 'Central Texas MLS' });
  const bySystem = mlsPropertyId('system:central texas mls', 'K1');
  const byHost = mlsPropertyId('rets.example-mls.com:6103', 'K1');
  const listing = (id: string) => ({ id }) as TPropertyRecord;

  it('is looked for under the system identity, then under the server identity listings were stored by before', () => {
    expect(mlsListingIdsOf(rets, named)).toEqual([bySystem, byHost]);
    expect(mlsListingIdsOf(rets, record({}))).toEqual([byHost]);
  });

  it('is the first that exists: a listing stored under the server identity stays the listing', () => {
    const ids = mlsListingIdsOf(rets, named);
    expect(primaryListingOf(ids, (id) => (id === byHost ? listing(byHost) : null))).toEqual({ primaryId: byHost, primary: listing(byHost) });
    expect(primaryListingOf(ids, (id) => listing(id))).toEqual({ primaryId: bySystem, primary: listing(bySystem) });
    expect(primaryListingOf(ids, () => undefined)).toEqual({ primaryId: bySystem, primary: null });
  });
});
