import { describe, expect, it } from 'vitest';
import { listingTimeZone } from './listing-time-zone';
import { usTimeZoneAt } from './us-time-zone';

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

  it("keeps Denver's clock in Arizona's Navajo Nation and Chicago's in the Indiana counties that keep it", () => {
    expect(listingTimeZone({ state: 'AZ', coordinates: { lat: 35.6803, lng: -109.0526 } })).toBe('America/Denver'); // Window Rock
    expect(listingTimeZone({ state: 'AZ', coordinates: { lat: 36.135, lng: -111.2399 } })).toBe('America/Denver'); // Tuba City
    expect(listingTimeZone({ state: 'IN', coordinates: { lat: 41.5934, lng: -87.3464 } })).toBe('America/Chicago'); // Gary
    expect(listingTimeZone({ state: 'IN', coordinates: { lat: 37.9716, lng: -87.5711 } })).toBe('America/Chicago'); // Evansville
    expect(listingTimeZone({ state: 'IN', coordinates: { lat: 39.7684, lng: -86.1581 } })).toBe('America/Indiana/Indianapolis');
  });

  it('places the Aleutians on both sides of 180° and the territories', () => {
    expect(listingTimeZone({ state: 'AK', coordinates: { lat: 52.84, lng: 173.18 } })).toBe('America/Adak'); // Attu
    expect(listingTimeZone({ state: 'AK', coordinates: { lat: 51.88, lng: -176.658 } })).toBe('America/Adak');
    expect(listingTimeZone({ state: 'VI', coordinates: { lat: 18.3419, lng: -64.9307 } })).toBe('America/St_Thomas');
    expect(listingTimeZone({ state: 'MP', coordinates: { lat: 15.1779, lng: 145.7507 } })).toBe('Pacific/Saipan');
  });

  it('gives American Samoa its own clock, where tz-lookup answers Samoa, a day ahead', () => {
    expect(usTimeZoneAt(-14.2756, -170.702)).toBe('Pacific/Apia'); // tz-lookup's answer for Pago Pago
    expect(listingTimeZone({ state: 'AS', coordinates: { lat: -14.2756, lng: -170.702 } })).toBe('Pacific/Pago_Pago');
  });

  it("falls back to the state's main zone for coordinates outside the US states and territories", () => {
    expect(listingTimeZone({ state: 'TX', coordinates: { lat: 19.4326, lng: -99.1332 } })).toBe('America/Chicago'); // Mexico City
    expect(listingTimeZone({ state: 'NY', coordinates: { lat: 91, lng: 0 } })).toBe('America/New_York');
  });

  it("falls back to the state's main zone without coordinates or at sea", () => {
    expect(listingTimeZone({ state: 'HI', coordinates: null })).toBe('Pacific/Honolulu');
    expect(listingTimeZone({ state: 'PR' })).toBe('America/Puerto_Rico');
    expect(listingTimeZone({ state: 'GU', coordinates: { lat: 0, lng: -140 } })).toBe('Pacific/Guam');
  });
});
