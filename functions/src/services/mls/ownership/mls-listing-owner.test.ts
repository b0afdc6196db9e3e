import type { TPropertyMlsAttribution, TMlsListingLink } from '../../../data/mls-attribution';
import { NO_MEMBER_CHECK, type TConfigurationMembers } from '../../../data/mls-member-checks';
import type { TMlsListingAliasRecord } from '../../../data/mls-alias-records';
import type { TPropertyRecord } from '../../../data/property-records';
import { makeProperty } from '../../../data/testing/make-records';
import { mlsPropertyId } from './mls-identity';
import { mlsListingOwnershipOf, type TOwnershipReads } from './mls-listing-owner';

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
const bySystem = mlsPropertyId(IDENTITY, 'K1');
const byHost = mlsPropertyId('rets.example-mls.com:6103', 'K1');
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
const ownListing = (id: string) => makeProperty({ id, userId: 'U1', mls: mlsOf('CFG1', [link('CFG1', 'U1', 'ATX-A-1')]) });
const members = (verifiedAgentId: string | null): TConfigurationMembers => ({
  id: 'CFG2',
  userId: 'U2',
  agentMlsId: 'ATX-A-9',
  officeMlsId: null,
  memberChecks: {
    agent: verifiedAgentId ? { verified: { mlsId: verifiedAgentId, at: NOW, by: 'code' }, code: null, review: null } : NO_MEMBER_CHECK,
    office: NO_MEMBER_CHECK,
  },
});
const reads = (properties: TPropertyRecord[], extra: { aliases?: TMlsListingAliasRecord[]; owners?: TConfigurationMembers[] } = {}): TOwnershipReads => ({
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
    });
    expect(mlsListingOwnershipOf(privateFeed, { listing: record(), mappedId: undefined }, reads([])).propertyId).toBe(mlsPropertyId('CFG1', 'K1'));
  });

  it('keeps the listing the mapping holds, whatever other ids exist', () => {
    const mapped = ownListing('MAPPED');
    const ownership = mlsListingOwnershipOf(config, { listing: record(), mappedId: 'MAPPED' }, reads([mapped, ownListing(bySystem)]));
    expect(ownership).toMatchObject({ propertyId: 'MAPPED', current: mapped, owner: 'this' });
  });

  it('finds an older import under the server’s id, and one only its alias names last', () => {
    const underHost = ownListing(byHost);
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
    const ownerOf = (owners: TConfigurationMembers[]) => mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([owned], { owners })).owner;
    expect(ownerOf([members(null)])).toBe('unproven');
    expect(ownerOf([members('ATX-A-8')])).toBe('unproven');
    expect(ownerOf([])).toBe('unproven');
  });

  it('writes a listing it owns, and one its own account holds that no configuration syncs any more', () => {
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([ownListing(bySystem)])).owner).toBe('this');
    const unsynced = makeProperty({ id: bySystem, userId: 'U1', mls: mlsOf('CFG2', [], { synced: false }) });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([unsynced])).owner).toBe('this');
    const anothersUnsynced = makeProperty({ id: bySystem, userId: 'U2', mls: mlsOf('CFG2', [], { synced: false }) });
    expect(mlsListingOwnershipOf(config, { listing: record(), mappedId: null }, reads([anothersUnsynced])).owner).toBe('unproven');
  });
});
