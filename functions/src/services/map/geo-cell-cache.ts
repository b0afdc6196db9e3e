import { listPublicListingsInCells, type TGeoListing } from '../../data/listing-geo-repository';
import type { TDeps } from '../deps';

/**
 * A container's copy of the geo index's cells it has read for show=listings at city scale: a buyer pans and
 * zooms around one place, and each screen's cover shares most of its cells with the last one, so only the new
 * cells are read (one Query per run of them, as before). Kept FRESH_MS, as the map's other copies (a change
 * made in another function shows within that time; in this process a write forgets them all at once), and at
 * most MAX_CACHED_LISTINGS listings, the oldest cells leaving first. Coarser covers (wider than a city) are
 * read as they come: their cells hold too many listings to keep.
 */
export const MIN_CACHED_PRECISION = 5;
const FRESH_MS = 30_000;
export const MAX_CACHED_LISTINGS = 20_000;

/** One cell's listings; not `complete` when the read that brought them stopped at its item budget. */
type TCellRead = { listings: TGeoListing[]; complete: boolean };
type TCellEntry = { read: Promise<TCellRead>; readAtMs: number; size: number };

const cells = new Map<string, TCellEntry>();
let cachedListings = 0;

const drop = (cell: string, entry: TCellEntry) => {
  if (cells.get(cell) !== entry) return;
  cells.delete(cell);
  cachedListings -= entry.size;
};

const keep = (cell: string, entry: TCellEntry, size: number) => {
  if (cells.get(cell) !== entry) return; // forgotten or replaced meanwhile
  entry.size = size;
  cachedListings += size;
  for (const [oldest, oldestEntry] of cells) {
    if (cachedListings <= MAX_CACHED_LISTINGS) break;
    drop(oldest, oldestEntry);
  }
};

/** Splits a read of `cells` into each cell's listings (by the listings' geohash); every cell gets an entry. */
function byCell(wanted: readonly string[], listings: readonly TGeoListing[], complete: boolean): Map<string, TCellRead> {
  const precision = wanted[0]!.length;
  const split = new Map<string, TCellRead>(wanted.map((cell) => [cell, { listings: [], complete }]));
  for (const listing of listings) split.get(listing.geohash.slice(0, precision))?.listings.push(listing);
  return split;
}

/**
 * The public listings in the cells of a cover (all of one precision), as listPublicListingsInCells reads them,
 * the fresh cells from this container's copy. `truncated` when some cell's read stopped at `maxItems`; such a
 * cell is not kept.
 */
export async function listingsInCover(
  deps: TDeps,
  cover: readonly string[],
  options: { maxItems: number; concurrency: number },
): Promise<{ items: TGeoListing[]; truncated: boolean }> {
  if (cover.length === 0 || cover[0]!.length < MIN_CACHED_PRECISION) return listPublicListingsInCells(deps.db, { cells: cover, ...options });
  const nowMs = deps.clock.now().getTime();
  const missing = cover.filter((cell) => {
    const entry = cells.get(cell);
    if (entry && nowMs - entry.readAtMs < FRESH_MS) return false;
    if (entry) drop(cell, entry);
    return true;
  });
  if (missing.length > 0) {
    const batch = listPublicListingsInCells(deps.db, { cells: missing, ...options }).then(({ items, truncated }) => byCell(missing, items, !truncated));
    for (const cell of missing) {
      const entry: TCellEntry = { read: batch.then((split) => split.get(cell)!), readAtMs: nowMs, size: 0 };
      cells.set(cell, entry);
      entry.read.then(
        (read) => (read.complete ? keep(cell, entry, read.listings.length) : drop(cell, entry)),
        () => drop(cell, entry),
      );
    }
  }
  // Taken before awaiting: a write may forget the copy meanwhile.
  const reads = await Promise.all(cover.map((cell) => cells.get(cell)!.read));
  return { items: reads.flatMap((read) => read.listings), truncated: reads.some((read) => !read.complete) };
}

/** After a write: every cell is read again. */
export function forgetGeoCells(): void {
  cells.clear();
  cachedListings = 0;
}
