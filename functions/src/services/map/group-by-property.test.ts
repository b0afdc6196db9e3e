import { listingSnapshotOf } from '../../data/listing-snapshot';
import type { TPropertyMlsAttribution } from '../../data/mls-attribution';
import { makeOpenHouse, makeProperty } from '../../data/testing/make-records';
import { groupByProperty } from './group-by-property';

const fromMls = (overrides: Partial<TPropertyMlsAttribution> = {}): TPropertyMlsAttribution => ({
  configId: 'config-1',
  links: [],
  idSeed: null,
  aliasId: null,
  leftFeedAt: null,
  isPrivateFeed: false,
  listingKey: 'ACT-100',
  mlsName: 'Central Texas MLS',
  listOfficeName: 'Hill Country Realty',
  listAgentFullName: 'Rita Realtor',
  lastUpdatedAt: '2026-11-20T15:00:00.000Z',
  disclaimer: 'Information deemed reliable but not guaranteed.',
  isAddressDisplayed: true,
  synced: true,
  ...overrides,
});

describe("an open house's copy of its listing", () => {
  it("carries an imported listing's card attribution to the map", () => {
    const listing = makeProperty({ mls: fromMls() });
    const [onMap] = groupByProperty([makeOpenHouse(listing, new Date('2026-12-01T18:00:00Z'))]);
    expect(onMap?.attribution).toEqual({ listingOfficeName: 'Hill Country Realty', mlsName: 'Central Texas MLS', lastUpdatedAt: '2026-11-20T15:00:00.000Z' });
    expect(onMap?.address).toBe('1201 Barton Springs Rd');
  });

  it('leaves out the street address the MLS says not to show (InternetAddressDisplayYN false), for every reader of the copy', () => {
    const snapshot = listingSnapshotOf(makeProperty({ mls: fromMls({ isAddressDisplayed: false }) }));
    expect(snapshot.address).toBe('');
    expect(snapshot.city).toBe('Austin');
  });

  it('has no attribution for a listing the agent entered', () => {
    expect(listingSnapshotOf(makeProperty())).not.toHaveProperty('attribution');
  });
});
