import { LISTING_STATES } from '@shared/constants/listing';

/**
 * Splits "1200 Main St, Austin, TX 78701" into its parts for the listing record. What cannot be read
 * stays in the street line and the other parts are left empty rather than guessed.
 */
export function parseFullAddress(full: string): { address: string; city: string; state: string; zipCode: string } {
  const match = /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})\.?(?:\s+(\d{5}(?:-\d{4})?))?\s*$/.exec(full.trim());
  if (!match) return { address: full.trim(), city: '', state: '', zipCode: '' };
  const state = match[3]!.toUpperCase();
  const known = LISTING_STATES.some((s) => s.value === state);
  return { address: match[1]!.trim(), city: match[2]!.trim(), state: known ? state : '', zipCode: match[4] ?? '' };
}
