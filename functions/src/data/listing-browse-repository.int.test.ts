import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { browseActiveListings, countActiveListings } from './listing-browse-repository';
import { putNewProperty, replaceProperty } from './property-repository';
import type { TPropertyRecord } from './property-records';
import { makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

/** Active listings only this test's searches match (the browse indexes are shared by every test). */
async function listings(specs: Partial<TPropertyRecord>[]) {
  const token = `zq${ulid().toLowerCase()}`;
  const written = specs.map((spec, i) =>
    makeProperty({ createdAt: `2026-06-01T0${i}:00:00.000Z`, searchText: `bungalow ${token}`, images: ['/cover.png', '/second.png'], photoCount: 2, ...spec }),
  );
  for (const listing of written) await putNewProperty(db, listing);
  return { token, written };
}

/** How a card reads back: the cover photo only, no description or search text. */
// A card carries no location precision (the listing's page does).
const asCard = (listing: TPropertyRecord): TPropertyRecord => ({
  ...listing,
  images: listing.images.slice(0, 1),
  description: '',
  searchText: '',
  locationPrecision: null,
});

describe('listing browse repository', () => {
  it('pages the newest active listings as cards', async () => {
    const { token, written } = await listings([{}, {}, {}, { status: 'draft' }]);
    const first = await browseActiveListings(db, { sort: 'newest', q: token, limit: 2 });
    expect(first.items).toEqual([written[2], written[1]].map((listing) => asCard(listing!)));
    const second = await browseActiveListings(db, { sort: 'newest', q: token, limit: 2, cursor: first.nextCursor! });
    expect(second).toEqual({ items: [asCard(written[0]!)], nextCursor: null });
  });

  it('reads a listing without photos as a card without a cover', async () => {
    const { token, written } = await listings([{ images: [], photoCount: 0 }]);
    expect((await browseActiveListings(db, { sort: 'newest', q: token, limit: 5 })).items).toEqual([asCard(written[0]!)]);
  });

  it('matches a text search word by word, whatever punctuation and order: "Bungalow, <token>" as "<token> bungalow"', async () => {
    const { token, written } = await listings([{}]);
    for (const q of [`Bungalow, ${token}`, `${token.toUpperCase()} bungalow.`, `"${token}"`]) {
      expect((await browseActiveListings(db, { sort: 'newest', q, limit: 5 })).items, q).toEqual([asCard(written[0]!)]);
    }
    expect((await browseActiveListings(db, { sort: 'newest', q: `${token} cottage`, limit: 5 })).items).toEqual([]);
  });

  it('sorts by price within a price range, and by bedrooms from a minimum', async () => {
    const { token, written } = await listings([
      { price: 300_000, bedrooms: 2 },
      { price: 150_000, bedrooms: 4 },
      { price: 800_000, bedrooms: 3 },
    ]);
    const [mid, low, high] = written.map((listing) => asCard(listing!));
    expect((await browseActiveListings(db, { sort: 'price-asc', q: token, limit: 5 })).items).toEqual([low, mid, high]);
    expect((await browseActiveListings(db, { sort: 'price-desc', q: token, priceRange: 'under-300k', limit: 5 })).items).toEqual([mid, low]);
    expect((await browseActiveListings(db, { sort: 'bedrooms-desc', q: token, minBedrooms: 3, limit: 5 })).items).toEqual([low, high]);
  });

  it('takes any price range as a min and max, both ends included: "3+ beds under $750K" in every order', async () => {
    const { token, written } = await listings([
      { price: 750_000, bedrooms: 3 },
      { price: 200_000, bedrooms: 4 },
      { price: 750_001, bedrooms: 5 },
      { price: 400_000, bedrooms: 2 },
    ]);
    const [atCeiling, cheap, , twoBeds] = written.map((listing) => asCard(listing!));
    for (const sort of ['newest', 'price-asc', 'bedrooms-desc'] as const) {
      const found = (await browseActiveListings(db, { sort, q: token, minBedrooms: 3, maxPrice: 750_000, limit: 5 })).items;
      expect(found.map((card) => card.id).sort(), sort).toEqual([atCeiling!.id, cheap!.id].sort());
    }
    expect((await browseActiveListings(db, { sort: 'price-asc', q: token, minPrice: 200_001, maxPrice: 750_000, limit: 5 })).items).toEqual([
      twoBeds,
      atCeiling,
    ]);
  });

  it('counts active listings from the per-cell counters', async () => {
    // No other test lists a house this large, so the cell is this test's alone.
    const before = await countActiveListings(db, { minBedrooms: 40 });
    if (before === null) throw new Error('A count without a price range is always known');
    const { written } = await listings([{ bedrooms: 41, price: 900_000 }]);
    expect(await countActiveListings(db, { minBedrooms: 40 })).toBe(before + 1);
    expect(await countActiveListings(db, { minBedrooms: 40, priceRange: 'under-300k' })).toBe(0);
    // A min and max count when they take whole buckets ("under $750K": the first three); one cutting a bucket has no count.
    expect(await countActiveListings(db, { minBedrooms: 40, maxPrice: 750_000 })).toBe(0);
    expect(await countActiveListings(db, { minBedrooms: 40, minPrice: 750_001 })).toBe(before + 1);
    expect(await countActiveListings(db, { minBedrooms: 40, maxPrice: 1_000_000 })).toBeNull();
    await replaceProperty(db, written[0]!, { ...written[0]!, status: 'draft', updatedAt: 'T1' });
    expect(await countActiveListings(db, { minBedrooms: 40 })).toBe(before);
  });
});
