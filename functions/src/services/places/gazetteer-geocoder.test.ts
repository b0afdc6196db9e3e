import { buildGazetteerLookup, gazetteerGeocoder, geocodeFromGazetteer } from './gazetteer-geocoder';

const lookup = buildGazetteerLookup({
  cities: [['Atlanta', 'GA', 463878, -84.388, 33.749, -84.554, 33.605, -84.075, 33.98]],
  zips: [
    ['30312', 'Atlanta', 'GA', -84.378, 33.747],
    ['39827', 'Cairo', 'GA', -84.2, 30.87],
  ],
});
const address = (overrides: Record<string, string> = {}) => ({ address: '512 Cherokee Ave SE', city: 'Atlanta', state: 'GA', zipCode: '30312', ...overrides });

describe('offline geocoding from the places gazetteer', () => {
  it("places an address at its ZIP code's centre when the ZIP is in the listing's state (ZIP+4 read as its five digits)", () => {
    expect(geocodeFromGazetteer(lookup, address())).toEqual({ coordinates: { lat: 33.747, lng: -84.378 }, precision: 'zip' });
    expect(geocodeFromGazetteer(lookup, address({ zipCode: '30312-3319' }))?.precision).toBe('zip');
  });

  it("falls back to the city centre for an unknown ZIP or one of another state, to a small place's ZIP, else to nothing", () => {
    expect(geocodeFromGazetteer(lookup, address({ zipCode: '99999' }))).toEqual({ coordinates: { lat: 33.749, lng: -84.388 }, precision: 'city' });
    expect(geocodeFromGazetteer(lookup, address({ zipCode: '30312', state: 'TX', city: 'atlanta' }))).toBeNull();
    expect(geocodeFromGazetteer(lookup, address({ zipCode: '00000', city: 'CAIRO' }))).toEqual({ coordinates: { lat: 30.87, lng: -84.2 }, precision: 'city' });
    expect(geocodeFromGazetteer(lookup, address({ zipCode: '00000', city: 'Nowhere' }))).toBeNull();
  });

  it('reads the committed gazetteer', async () => {
    expect(await gazetteerGeocoder.geocode(address())).toEqual({ coordinates: { lat: 33.747, lng: -84.378 }, precision: 'zip' });
  });
});
