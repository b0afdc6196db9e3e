import { MAP_PRICE_MAX } from '@shared/constants/open-house';
import { makeMapProperty } from '../../../testing/factories';
import { mapListings } from './map-listings';
import { compactPrice } from './pin-labels';
import { pinMarkers } from './pin-markers';

describe('the pins of the map listings', () => {
  it('pins a listing at its coordinates and leaves one without coordinates to the list', () => {
    const now = new Date('2026-05-30T17:00:00Z');
    const openHouses = [{ id: 'oh-1', startsAt: '2026-05-31T15:00:00Z', endsAt: '2026-05-31T17:00:00Z' }];
    const denver = makeMapProperty({
      id: '01JVPROP000000000000000001',
      title: 'Wynkoop Loft',
      price: 525_000,
      coordinates: { lat: 39.75, lng: -105 },
      openHouses,
    });
    const unmapped = makeMapProperty({ id: '01JVPROP000000000000000002', title: 'No Place', coordinates: null, openHouses });
    const listings = mapListings([denver, unmapped], { timeFilter: 'week', maxPrice: MAP_PRICE_MAX }, now);
    expect(listings).toHaveLength(2);
    expect(pinMarkers(listings)).toEqual([
      expect.objectContaining({
        id: '01JVPROP000000000000000001',
        lat: 39.75,
        lng: -105,
        text: '$525K',
        kind: 'this-week',
        label: expect.stringMatching(/^Wynkoop Loft, \$525K, This week, /),
      }),
    ]);
  });

  it('writes a pin price short', () => {
    expect([compactPrice(525_000), compactPrice(1_250_000), compactPrice(2_000_000), compactPrice(999)]).toEqual(['$525K', '$1.3M', '$2M', '$999']);
  });
});
