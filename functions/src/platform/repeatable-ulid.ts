import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID-shaped id that the same `time` and `parts` always give: the time, then sixteen Crockford characters
 * of a hash of `parts` (the random half of a ULID, made repeatable), so every retry writes the same item.
 */
export function repeatableUlid(time: number, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return encodeTime(time, 10) + Array.from(digest.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join('');
}
