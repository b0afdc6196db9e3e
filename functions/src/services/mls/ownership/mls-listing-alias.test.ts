import type { TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import type { TPropertyMlsAttribution } from '../../../data/mls-attribution';
import { makeProperty } from '../../../data/testing/make-records';
import { aliasIdOf, aliasIdsToRead, isAliasDue, withAlias, withAliasTarget } from './mls-listing-alias';
import { mlsPropertyId } from './mls-identity';

const rets = { id: 'CFG1', providerUrl: 'https://rets.example-mls.com:6103/rets/login', registeredIdentity: 'system:central texas mls' };
const privateFeed = { ...rets, registeredIdentity: null };
const named = { listingKey: 'K1' };
const bySystem = mlsPropertyId('system:central texas mls', 'K1');
const byHost = mlsPropertyId('rets.example-mls.com:6103', 'K1');
const NOW = '2026-12-01T00:00:00.000Z';

const listingAt = (id: string) => makeProperty({ id, mls: { aliasId: null } as TPropertyMlsAttribution, updatedAt: '2026-11-01T00:00:00.000Z' });
const writeOf = (id: string, isNew: boolean) => ({ property: { before: isNew ? null : listingAt(id), after: listingAt(id) } }) as TMlsListingWrite;
const aliasTo = (propertyId: string) => ({ systemListingId: bySystem, propertyId, mlsIdentity: 'system:central texas mls', listingKey: 'K1', createdAt: NOW });

describe('the alias of a registered MLS’s listing stored under its server’s id', () => {
  it('is kept at the id the record’s system gives, and read only where the mapping does not hold that listing already', () => {
    expect(aliasIdOf(rets, named)).toBe(bySystem);
    expect(aliasIdOf(privateFeed, named)).toBeNull();
    expect(aliasIdsToRead(rets, named, null)).toEqual([bySystem]);
    expect(aliasIdsToRead(rets, named, byHost)).toEqual([bySystem]);
    expect(aliasIdsToRead(rets, named, bySystem)).toEqual([]);
  });

  it('is looked at last, after the ids the system and the server give', () => {
    expect(withAliasTarget([bySystem, byHost], aliasTo('OLD'))).toEqual([bySystem, byHost, 'OLD']);
    expect(withAliasTarget([bySystem, byHost], null)).toEqual([bySystem, byHost]);
  });

  it('is owed by a listing found under the server’s id until one exists', () => {
    expect(isAliasDue(rets, named, listingAt(byHost), null)).toBe(true);
    expect(isAliasDue(rets, named, listingAt(byHost), aliasTo(byHost))).toBe(false);
    expect(isAliasDue(rets, named, listingAt(bySystem), null)).toBe(false);
    expect(isAliasDue(rets, named, null, null)).toBe(false);
  });

  it('is written with the listing that owes it, which names it', () => {
    const write = withAlias(rets, named, null, writeOf(byHost, false), NOW);
    expect(write.alias).toEqual({ systemListingId: bySystem, before: null, after: aliasTo(byHost) });
    expect(write.property.after).toMatchObject({ mls: { aliasId: bySystem }, updatedAt: NOW });
    expect(withAlias(rets, named, aliasTo(byHost), writeOf(byHost, false), NOW).alias).toBeUndefined();
    expect(withAlias(rets, named, aliasTo('ANOTHER'), writeOf(byHost, false), NOW).alias).toBeUndefined();
  });

  it('is checked absent by a listing created at its system id, and cleared there when it points at a listing gone', () => {
    expect(withAlias(rets, named, null, writeOf(bySystem, true), NOW).alias).toEqual({ systemListingId: bySystem, before: null, after: null });
    expect(withAlias(rets, named, aliasTo('GONE'), writeOf(bySystem, true), NOW).alias).toEqual({
      systemListingId: bySystem,
      before: aliasTo('GONE'),
      after: null,
    });
    expect(withAlias(rets, named, null, writeOf(bySystem, false), NOW).alias).toBeUndefined();
    expect(withAlias(privateFeed, named, null, writeOf(byHost, true), NOW).alias).toBeUndefined();
  });
});
