import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

type TError = { message: string; errors?: { path: string; message: string }[] };
type TPage = { items: { id: string; price: number }[]; nextCursor: string | null; total: number | null };

const browse = (params: Record<string, string | number>) =>
  createApiClient().get<TPage & TError>(`/api/properties?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`);

/** A box a few hundred metres wide in the Colorado plains that no other test file writes into. */
const BOX = [-103.71, 39.41, -103.69, 39.43].join(',');

describe('GET /api/properties?bbox= (browse inside a chosen place)', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { client } = await signUpActiveAgent();
    const made = async (name: string, overrides: Parameters<typeof createListing>[1]) => {
      ids[name] = (await createListing(client, { title: `Box ${name}`, city: 'Limon', state: 'CO', zipCode: '80828', ...overrides })).id;
    };
    await made('cheap', { coordinates: { lat: 39.42, lng: -103.7 }, price: 200_000, bedrooms: 2 });
    await made('dear', { coordinates: { lat: 39.415, lng: -103.705 }, price: 600_000, bedrooms: 4 });
    await made('middle', { coordinates: { lat: 39.425, lng: -103.695 }, price: 400_000, bedrooms: 3, propertyType: 'condo' });
    await made('draft', { coordinates: { lat: 39.42, lng: -103.7 }, status: 'draft' });
    await made('outside', { coordinates: { lat: 39.45, lng: -103.7 } });
  });

  it('lists only the public listings inside the box, with their exact total, sorted as asked', async () => {
    const response = await browse({ bbox: BOX, sort: 'price-asc' });
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.id)).toEqual([ids.cheap, ids.middle, ids.dear]);
    expect(response.body.total).toBe(3);
    expect(response.body.nextCursor).toBeNull();
  });

  it('applies the other filters inside the box and pages with a cursor', async () => {
    const condos = await browse({ bbox: BOX, propertyType: 'condo' });
    expect(condos.body.items.map((item) => item.id)).toEqual([ids.middle]);
    const roomy = await browse({ bbox: BOX, minBedrooms: 3, sort: 'price-desc' });
    expect(roomy.body.items.map((item) => item.id)).toEqual([ids.dear, ids.middle]);

    const first = await browse({ bbox: BOX, sort: 'price-desc', limit: 2 });
    expect(first.body.items.map((item) => item.id)).toEqual([ids.dear, ids.middle]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await browse({ bbox: BOX, sort: 'price-desc', limit: 2, cursor: first.body.nextCursor! });
    expect(second.body.items.map((item) => item.id)).toEqual([ids.cheap]);
    expect(second.body.nextCursor).toBeNull();
    // A cursor is bound to its box and filters.
    const moved = await browse({ bbox: '-103.72,39.41,-103.69,39.43', sort: 'price-desc', limit: 2, cursor: first.body.nextCursor! });
    expect(moved.status).toBe(400);
  });

  it('refuses a malformed, inverted or country-wide box with 400 naming bbox', async () => {
    for (const bbox of ['1,2,3', 'a,b,c,d', '-103.69,39.41,-103.71,39.43', '-103.7,95,-103.6,96', '-179,-80,179,80']) {
      const response = await browse({ bbox });
      expect(response.status, bbox).toBe(400);
      expect(response.body.errors?.map((e) => e.path)).toEqual(['query.bbox']);
    }
  });
});
