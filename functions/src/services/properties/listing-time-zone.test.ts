import { describe, expect, it } from 'vitest';
import { listingTimeZone } from './listing-time-zone';

describe('listingTimeZone', () => {
  it('takes the zone at the coordinates: Honolulu, Anchorage, Phoenix, Atlanta, Austin', () => {
    expect(listingTimeZone({ state: 'HI', coordinates: { lat: 21.3069, lng: -157.8583 } })).toBe('Pacific/Honolulu');
    expect(listingTimeZone({ state: 'AK', coordinates: { lat: 61.2181, lng: -149.9003 } })).toBe('America/Anchorage');
    expect(listingTimeZone({ state: 'AZ', coordinates: { lat: 33.4484, lng: -112.074 } })).toBe('America/Phoenix');
    expect(listingTimeZone({ state: 'GA', coordinates: { lat: 33.749, lng: -84.388 } })).toBe('America/New_York');
    expect(listingTimeZone({ state: 'TX', coordinates: { lat: 30.2672, lng: -97.7431 } })).toBe('America/Chicago');
  });

  it("uses the point, not the state, where a state spans two zones (El Paso keeps Denver's clock)", () => {
    expect(listingTimeZone({ state: 'TX', coordinates: { lat: 31.7619, lng: -106.485 } })).toBe('America/Denver');
  });

  it("falls back to the state's main zone without coordinates or at sea", () => {
    expect(listingTimeZone({ state: 'HI', coordinates: null })).toBe('Pacific/Honolulu');
    expect(listingTimeZone({ state: 'PR' })).toBe('America/Puerto_Rico');
    expect(listingTimeZone({ state: 'GU', coordinates: { lat: 0, lng: -140 } })).toBe('Pacific/Guam');
  });
});
