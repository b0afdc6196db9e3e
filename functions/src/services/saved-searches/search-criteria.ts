import { MAX_LISTING_PRICE, PRICE_BUCKETS } from '@shared/constants/listing';
import type { TSavedSearchRecord } from '../../data/saved-search-repository';

type TCriteria = Pick<TSavedSearchRecord, 'source' | 'filters' | 'area'>;

/** Area corners are compared to about a metre: the same place chosen twice gives the same box, a moved map does not. */
const CORNER_DECIMALS = 5;

/**
 * What a search looks for, as one text: two searches with the same text find and alert the same homes. The
 * screen it was saved on (the map tells only of open houses), the area's box (not the place's spelling), and
 * the filters normalized: text trimmed, lower case, spaces collapsed; lists in order; "no" and "any" left out;
 * the price as the bounds it allows, however given (a bucket, a minimum, a ceiling, or both). The map's
 * open-house window is left out: it is kept for Open, and alerts do not use it.
 */
export function criteriaKeyOf(search: TCriteria): string {
  const { when: _when, priceRange, maxPrice, ...rest } = search.filters as Record<string, unknown>;
  const { minPrice, ...others } = rest;
  const bucket = PRICE_BUCKETS.find((b) => b.value === priceRange);
  const lowest = Math.max(bucket && bucket.min > 0 ? bucket.min : 0, typeof minPrice === 'number' ? minPrice : 0);
  const highest = Math.min(bucket?.max ?? Infinity, typeof maxPrice === 'number' ? maxPrice : Infinity);
  const filters = Object.entries(others)
    .map(([name, value]) => [name, normalized(value)] as const)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({
    source: search.source,
    box: search.area?.bbox.map((corner) => corner.toFixed(CORNER_DECIMALS)) ?? null,
    price: [lowest || null, highest < MAX_LISTING_PRICE ? highest : null],
    filters,
  });
}

function normalized(value: unknown): unknown {
  if (value === undefined || value === null || value === false) return undefined;
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;
  if (Array.isArray(value)) {
    const items = value
      .map(normalized)
      .filter((item) => item !== undefined)
      .map(String)
      .sort();
    return items.length > 0 ? items : undefined;
  }
  return value;
}

/** The caller's other search that looks for exactly what this one does, if any. */
export const duplicateOf = <T extends TCriteria & { id: string }>(search: TCriteria & { id: string }, others: readonly T[]): T | undefined => {
  const key = criteriaKeyOf(search);
  return others.find((other) => other.id !== search.id && criteriaKeyOf(other) === key);
};
