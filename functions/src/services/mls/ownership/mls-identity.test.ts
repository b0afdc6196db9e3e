import type { TPropertyRecord } from '../../../data/property-records';
import { mlsHostIdentityOf, mlsIdentityOf, mlsListingIdsOf, mlsPropertyId, primaryListingOf } from './mls-identity';

const registered = { id: 'CFG1', providerUrl: 'https://rets.example-mls.com:6103/rets/login', registeredIdentity: 'mls:central-texas' };
const privateFeed = { id: 'CFG2', providerUrl: 'https://feed.example.org/reso/odata', registeredIdentity: null };
const record = { listingKey: 'K1' };

describe('the MLS a listing belongs to', () => {
  it('is the registered MLS’s identity, whatever server carried the record', () => {
    expect(mlsIdentityOf(registered)).toBe('mls:central-texas');
    expect(mlsIdentityOf({ ...registered, providerUrl: 'https://api.example-mls.com/reso/odata' })).toBe('mls:central-texas');
  });

  it('is a private feed’s own configuration: nobody else reaches its listings', () => {
    expect(mlsIdentityOf(privateFeed)).toBe('CFG2');
    expect(mlsIdentityOf({ ...privateFeed, id: 'CFG3' })).not.toBe(mlsIdentityOf(privateFeed));
  });

  it('names a server by host and port', () => {
    expect(mlsHostIdentityOf({ providerUrl: 'https://API.example-mls.com./reso/odata' })).toBe('api.example-mls.com');
    expect(mlsHostIdentityOf(registered)).toBe('rets.example-mls.com:6103');
  });
});

describe('the listing a record is', () => {
  const byIdentity = mlsPropertyId('mls:central-texas', 'K1');
  const byHost = mlsPropertyId('rets.example-mls.com:6103', 'K1');
  const listing = (id: string) => ({ id }) as TPropertyRecord;

  it('is looked for under the MLS’s identity, then under the registered server’s, where listings were stored before; a private feed’s only under its own', () => {
    expect(mlsListingIdsOf(registered, record)).toEqual([byIdentity, byHost]);
    expect(mlsListingIdsOf(privateFeed, record)).toEqual([mlsPropertyId('CFG2', 'K1')]);
  });

  it('is the first that exists: a listing stored under the server identity stays the listing', () => {
    const ids = mlsListingIdsOf(registered, record);
    expect(primaryListingOf(ids, (id) => (id === byHost ? listing(byHost) : null))).toEqual({ primaryId: byHost, primary: listing(byHost) });
    expect(primaryListingOf(ids, (id) => listing(id))).toEqual({ primaryId: byIdentity, primary: listing(byIdentity) });
    expect(primaryListingOf(ids, () => undefined)).toEqual({ primaryId: byIdentity, primary: null });
  });
});
