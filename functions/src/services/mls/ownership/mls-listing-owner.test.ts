import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../data/db';
import * as keys from '../../../data/keys';
import type { TPropertyMlsAttribution, TMlsListingLink } from '../../../data/mls-attribution';
import { NO_MEMBER_CHECK } from '../../../data/mls-member-checks';
import type { TMlsListingAliasRecord } from '../../../data/mls-alias-records';
import { mlsRegistryEntryEntity } from '../../../data/mls-trust-records';
import { propertyEntity, type TPropertyRecord } from '../../../data/property-records';
import { makeProperty } from '../../../data/testing/make-records';
import type { TOwnerConfig } from '../../mls-trust/proven-links';
import { mlsPropertyId } from './mls-identity';
import { mlsListingOwnershipOf, readMlsListingOwnership, type TOwnershipReads } from './mls-listing-owner';

const NOW = '2026-12-01T00:00:00.000Z';
const IDENTITY = 'system:central texas mls';
/** The syncing configuration: a registered MLS reached over RETS, its member's agent id proven. */
const config = {
  id: 'CFG1',
  userId: 'U1',
  providerUrl: 'https://rets.example-mls.com:6103/rets/login',
  registeredIdentity: IDENTITY,
  agentMlsId: 'ATX-A-1',
  officeMlsId: null,
};
const privateFeed = { ...config, registeredIdentity: null };
const HOST_IDENTITY = 'rets.example-mls.com:6103';
const bySystem = mlsPropertyId(IDENTITY, 'K1');
const byHost = mlsPropertyId(HOST_IDENTITY, 'K1');
const record = (raw: Record<string, unknown> = { ListAgentMlsId: 'ATX-A-1' }) => ({ listingKey: 'K1', raw });

const link = (configId: string, userId: string, memberId: string | null = 'ATX-A-9'): TMlsListingLink => ({ configId, userId, role: 'list-agent', memberId });
const mlsOf = (configId: string, links: TMlsListingLink[], overrides: Partial<TPropertyMlsAttribution> = {}): TPropertyMlsAttribution => ({
  configId,
  links,
  idSeed: IDENTITY,
  aliasId: null,
  leftFeedAt: null,
  isPrivateFeed: false,
  listingKey: 'K1',
  mlsName: 'Central Texas MLS',
  listOfficeName: null,
  listAgentFullName: null,
  lastUpdatedAt: NOW,
  disclaimer: '',
  isAddressDisplayed: true,
  synced: true,
  ...overrides,
});
/** A listing of configuration CFG2 (account U2), whose list agent ATX-A-9 is its member. */
const othersListing = (id: string, overrides: Partial<TPropertyMlsAttribution> = {}) =>
  makeProperty({ id, userId: 'U2', mls: mlsOf('CFG2', [link('CFG2', 'U2')], overrides) });
const ownListing = (id: string, overrides: Partial<TPropertyMlsAttribution> = {}) =>
  makeProperty({ id, userId: 'U1', mls: mlsOf('CFG1', [link('CFG1', 'U1', 'ATX-A-1')], overrides) });
/** Configuration CFG2 of the same registered MLS (unless `registeredIdentity` says another, or null: a private feed). */
const members = (verifiedAgentId: string | null, registeredIdentity: string | null = IDENTITY): TOwnerConfig => ({
  id: 'CFG2',
  userId: 'U2',
  mlsId: 'central-texas',
  providerUrl: 'https://reso.example-mls.com/odata',
  agentMlsId: 'ATX-A-9',
  officeMlsId: null,
  memberChecks: {
    agent: verifiedAgentId ? { verified: { mlsId: verifiedAgentId, at: NOW, by: 'code' }, code: null, review: null } : NO_MEMBER_CHECK,
    office: NO_MEMBER_CHECK,
  },
  registeredIdentity,
});
const reads = (properties: TPropertyRecord[], extra: { aliases?: TMlsListingAliasRecord[]; owners?: TOwnerConfig[] } = {}): TOwnershipReads => ({
  properties: new Map(properties.map((property) => [property.id, property])),
  aliases: new Map((extra.aliases ?? []).map((alias) => [alias.systemListingId, alias])),
  owners: new Map((extra.owners ?? []).map((owner) => [owner.id, owner])),
});

describe('mlsListingOwnershipOf: which listing an MLS record is, and who owns it', () => {
  it('gives a record no listing holds yet the id its MLS identity gives, to be written by this configuration', () => {
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([]))).toEqual({
      propertyId: bySystem,
      current: null,
      alias: undefined,
      role: 'list-agent',
      owner: 'this',
      privateFeed: 'settled',
    });
    expect(mlsListingOwnershipOf(privateFeed, { listing: record(), mappedId: undefined }, reads([])).propertyId).toBe(mlsPropertyId('CFG1', 'K1'));
  });

  it('keeps the listing the mapping holds, whatever other ids exist', () => {
    const mapped = ownListing('MAPPED');
    const ownership = mlsListingOwnershipOf(config, { listing: record(), mappedId: 'MAPPED' }, reads([mapped, ownListing(bySystem)]));
    expect(ownership).toMatchObject({ propertyId: 'MAPPED', current: mapped, owner: 'this' });
  });

  it('finds an older import under the server’s id, and one only its alias names last', () => {
    const underHost = ownListing(byHost, { idSeed: HOST_IDENTITY });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([underHost]))).toMatchObject({ propertyId: byHost, current: underHost });
    const alias = { systemListingId: bySystem, propertyId: 'OLD', mlsIdentity: IDENTITY, listingKey: 'K1', createdAt: NOW };
    const old = ownListing('OLD');
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([old], { aliases: [alias] }))).toMatchObject({
      propertyId: 'OLD',
      current: old,
      alias,
    });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([old, ownListing(bySystem)], { aliases: [alias] })).propertyId).toBe(
      bySystem,
    );
  });

  it('names the member’s role as the record does: list agent, co-list agent, office; list agent when it names none', () => {
    const withOffice = { ...config, officeMlsId: 'ATX-O-1' };
    const roleOf = (raw: Record<string, unknown>) => mlsListingOwnershipOf(withOffice, { listing: record(raw), mappedId: null }, reads([])).role;
    expect(roleOf({ ListAgentMlsId: 'ATX-A-1' })).toBe('list-agent');
    expect(roleOf({ ListAgentMlsId: 'ATX-A-5', CoListAgentKey: 'atx-a-1' })).toBe('co-list-agent');
    expect(roleOf({ ListOfficeMlsId: 'ATX-O-1' })).toBe('office');
    expect(roleOf({})).toBe('list-agent');
  });

  it('links to a listing another configuration owns whose member the MLS vouched for', () => {
    const owned = othersListing(bySystem);
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([owned], { owners: [members('ATX-A-9')] }))).toMatchObject({
      owner: 'another',
      current: owned,
    });
  });

  it('takes a listing from an owner the MLS did not vouch for: its id unverified, verified as another id, or its configuration gone', () => {
    const owned = othersListing(bySystem);
    const ownerOf = (owners: TOwnerConfig[]) => mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([owned], { owners })).owner;
    expect(ownerOf([members(null)])).toBe('unproven');
    expect(ownerOf([members('ATX-A-8')])).toBe('unproven');
    expect(ownerOf([])).toBe('unproven');
  });

  it('takes a listing whose owner only another MLS or a private feed vouched for: the same id verified elsewhere proves nothing here', () => {
    const ownerOf = (owner: TOwnerConfig) =>
      mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([othersListing(bySystem)], { owners: [owner] })).owner;
    expect(ownerOf(members('ATX-A-9', 'mls:another-mls'))).toBe('unproven');
    expect(ownerOf(members('ATX-A-9', null))).toBe('unproven');
  });

  it('claims a listing at the server’s id only when that server’s identity made it', () => {
    const madeElsewhere = othersListing(byHost, { idSeed: 'mls:another-mls' });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([madeElsewhere], { owners: [members('ATX-A-9')] }))).toMatchObject({
      propertyId: bySystem,
      current: null,
      owner: 'this',
    });
  });

  it('never lets a private feed link to or take another configuration’s listing: one taken from its mapping is let go for an id of its own', () => {
    const feedConfig = { ...privateFeed, agentMlsId: 'ATX-A-9' };
    const taken = othersListing(bySystem);
    const ownership = mlsListingOwnershipOf(
      feedConfig,
      { listing: record({ ListAgentMlsId: 'ATX-A-9' }), mappedId: bySystem },
      reads([taken], { owners: [members(null)] }),
    );
    expect(ownership).toMatchObject({ propertyId: mlsPropertyId('CFG1', 'K1'), current: null, owner: 'this', privateFeed: 'taken' });
    // One it still owns, written before the registry as an MLS's, is rewritten as its own.
    const unflagged = ownListing(bySystem);
    expect(mlsListingOwnershipOf(privateFeed, { listing: record(), mappedId: bySystem }, reads([unflagged]))).toMatchObject({
      propertyId: bySystem,
      current: unflagged,
      owner: 'this',
      privateFeed: 'unflagged',
    });
    expect(
      mlsListingOwnershipOf(privateFeed, { listing: record(), mappedId: bySystem }, reads([ownListing(bySystem, { isPrivateFeed: true })])).privateFeed,
    ).toBe('settled');
  });

  it('writes a listing it owns, and one its own account holds that no configuration syncs any more', () => {
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([ownListing(bySystem)])).owner).toBe('this');
    const unsynced = makeProperty({ id: bySystem, userId: 'U1', mls: mlsOf('CFG2', [], { synced: false }) });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([unsynced])).owner).toBe('this');
    const anothersUnsynced = makeProperty({ id: bySystem, userId: 'U2', mls: mlsOf('CFG2', [], { synced: false }) });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([anothersUnsynced])).owner).toBe('unproven');
  });
});

/** A table of the given items behind a DynamoDB client that records what it was asked. */
function fakeDb(items: Record<string, unknown>[]) {
  const requests: (BatchGetCommand | QueryCommand)[] = [];
  const keyOf = (item: Record<string, unknown>) => `${String(item.pk)}|${String(item.sk)}`;
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  const send = async (command: BatchGetCommand | QueryCommand) => {
    requests.push(command);
    if (command instanceof QueryCommand) return { Items: items.filter((item) => item.pk === keys.mlsRegistryPartition) };
    const wanted = command.input.RequestItems!.t!.Keys!;
    return { Responses: { t: wanted.flatMap((key) => byKey.get(keyOf(key)) ?? []) } };
  };
  return { db: { tableName: 't', client: { send } } as unknown as TDb, requests };
}

describe('readMlsListingOwnership: what deciding ownership reads', () => {
  it('reads the owning configuration of the listing each record is, strongly when asked, not of every listing found at its ids', async () => {
    // K1's listing is CFG2's at the MLS's id; an older import of another configuration sits at the server's id, which K1 does not take.
    const olderImport = makeProperty({ id: byHost, userId: 'U3', mls: mlsOf('CFG3', [link('CFG3', 'U3')], { idSeed: HOST_IDENTITY }) });
    const ownerItem = { ...keys.mlsConfiguration('U2', 'CFG2'), ...members('ATX-A-9'), registeredIdentity: undefined };
    const entry = {
      id: 'central-texas',
      name: 'Central Texas MLS',
      servers: [{ protocol: 'RESO Web API' as const, url: ownerItem.providerUrl, tokenUrl: null }],
      listingIdentity: IDENTITY,
      createdAt: NOW,
      updatedAt: NOW,
    };
    const { db, requests } = fakeDb([
      propertyEntity.toItem(othersListing(bySystem)),
      propertyEntity.toItem(olderImport),
      ownerItem,
      mlsRegistryEntryEntity.toItem(entry),
    ]);

    const read = await readMlsListingOwnership(db, config, [{ listing: record(), mappedId: null }], { consistent: true });

    const configReads = requests
      .filter((request) => request instanceof BatchGetCommand)
      .map((request) => request.input.RequestItems!.t!)
      .filter((get) => get.Keys!.some((key) => String(key.sk).startsWith('MLSCONFIG#')));
    expect(configReads.map((get) => [get.Keys, get.ConsistentRead])).toEqual([[[keys.mlsConfiguration('U2', 'CFG2')], true]]);
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, read)).toMatchObject({ propertyId: bySystem, owner: 'another' });
  });
});
