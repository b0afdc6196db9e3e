import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

type TError = { message: string; errors?: { path: string; message: string }[] };
type TSuggestion = {
  kind: 'city' | 'zip' | 'county' | 'address';
  label: string;
  center: [number, number];
  bbox: [number, number, number, number];
  propertyId?: string;
};

const suggest = (q: string) => createApiClient().get<{ suggestions: TSuggestion[] } & TError>(`/api/places/suggest?${new URLSearchParams({ q }).toString()}`);

const isInside = ([lng, lat]: [number, number], [w, s, e, n]: [number, number, number, number]) => w <= lng && lng <= e && s <= lat && lat <= n;

/** A street name no other test file writes: letters only, so it keys the street index by itself. */
const street = `Qz${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('GET /api/places/suggest', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { client } = await signUpActiveAgent();
    const at = { city: 'Denver', state: 'CO' as const, zipCode: '80202', coordinates: { lat: 39.7525, lng: -105.0002 } };
    ids.low = (await createListing(client, { ...at, address: `1701 ${street} Ave` })).id;
    ids.high = (await createListing(client, { ...at, address: `2400 ${street} Ave`, coordinates: { lat: 39.76, lng: -104.99 } })).id;
    ids.draft = (await createListing(client, { ...at, address: `1750 ${street} Ave`, status: 'draft' })).id;
    // An address no geocoder finds: saved without a place.
    ids.noPlace = (await createListing(client, { ...at, address: `1800 ${street} Ave`, city: 'Notaplace', zipCode: '99999', coordinates: undefined })).id;
  });

  it('answers a city prefix with the biggest city first, framed by a box around its centre', async () => {
    const response = await suggest('Den');
    expect(response.status).toBe(200);
    const [first] = response.body.suggestions;
    expect(first).toMatchObject({ kind: 'city', label: 'Denver, CO' });
    expect(isInside(first!.center, first!.bbox)).toBe(true);
    expect(response.body.suggestions.length).toBeLessThanOrEqual(8);
    expect(response.body.suggestions.map((s) => s.label)).toContain('Denver County, CO');
  });

  it('answers digits with ZIP codes and a county by name', async () => {
    const zip = await suggest('80202');
    expect(zip.body.suggestions[0]).toMatchObject({ kind: 'zip', label: '80202, Denver, CO' });
    const county = await suggest('travis county');
    expect(county.body.suggestions[0]).toMatchObject({ kind: 'county', label: 'Travis County, TX' });
  });

  it('suggests our public listings by street, with and without the house number, never a draft or a listing with no place', async () => {
    const byStreet = await suggest(street.toLowerCase());
    expect(byStreet.status).toBe(200);
    const listings = byStreet.body.suggestions.filter((s) => s.kind === 'address');
    expect(listings.map((s) => s.propertyId)).toEqual([ids.low, ids.high]);
    expect(listings[0]).toMatchObject({ label: `1701 ${street} Ave, Denver, CO 80202`, center: [-105.0002, 39.7525] });
    expect(isInside(listings[0]!.center, listings[0]!.bbox)).toBe(true);

    const byNumber = await suggest(`24 ${street}`);
    expect(byNumber.body.suggestions.map((s) => s.propertyId)).toEqual([ids.high]);
    const none = await suggest(`99 ${street}`);
    expect(none.body.suggestions).toEqual([]);
  });

  it('refuses a missing, one-letter or overlong query with 400 naming q', async () => {
    for (const path of ['/api/places/suggest', '/api/places/suggest?q=d', `/api/places/suggest?q=${'x'.repeat(101)}`]) {
      const response = await createApiClient().get<TError>(path);
      expect(response.status).toBe(400);
      expect(response.body.errors?.map((e) => e.path)).toEqual(['query.q']);
    }
  });
});
