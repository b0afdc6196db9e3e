import type { TRawItem } from '../../data/account-holdings-repository';

/** Attributes never exported: the table's keys and TTL, and anything secret (password and token hashes, sealed credentials). */
const TABLE_ATTRIBUTE = /^(pk|sk|gsi\dpk|gsi\dsk|expiresAt)$/;
const SECRET_ATTRIBUTE = /hash|sealed|secret|token|nonce|password|recoverycode/i;

function plainValue(value: unknown): unknown {
  if (value instanceof Set) return [...(value as Set<unknown>)].map(plainValue);
  // Binary attributes are compressed copies of MLS records: not the person's data, and not readable as JSON.
  if (value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') return plainRecord(value as TRawItem);
  return value;
}

/** A stored item as the person may read it: no keys, no secrets, sets as lists, `entity` named `kind`. */
export function plainRecord(item: TRawItem): TRawItem {
  const record: TRawItem = {};
  for (const [name, value] of Object.entries(item)) {
    if (TABLE_ATTRIBUTE.test(name) || SECRET_ATTRIBUTE.test(name)) continue;
    const plain = plainValue(value);
    if (plain !== undefined) record[name === 'entity' ? 'kind' : name] = plain;
  }
  return record;
}

/** Items grouped by their kind (the `entity` attribute), in a stable order. */
export function byKind(items: readonly TRawItem[]): Record<string, TRawItem[]> {
  const groups: Record<string, TRawItem[]> = {};
  for (const item of items) (groups[String(item.entity ?? 'Other')] ??= []).push(plainRecord(item));
  return Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)));
}
