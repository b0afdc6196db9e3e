import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { badRequest } from '../platform/app-error';
import { secretValue } from '../platform/secret-values';

/**
 * Paging cursors: a DynamoDB start key plus an HMAC over the key and the query it came from. A cursor
 * the server did not issue, or one issued for other filters, sort, folder or user, is refused before
 * it reaches DynamoDB (which would reject a foreign start key with a ValidationException).
 */
export type TCursorQuery = Record<string, string | number | boolean | null | undefined>;

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

export const invalidCursor = () => badRequest(INVALID_CURSOR_MESSAGE, [{ path: 'query.cursor', message: INVALID_CURSOR_MESSAGE }]);

/** The query in one canonical text: keys sorted, absent values dropped. */
const canonicalQuery = (query: TCursorQuery) =>
  JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const signatureOf = (key: string, payload: string, query: TCursorQuery) =>
  createHmac('sha256', key).update(payload).update('\n').update(canonicalQuery(query)).digest();

export function createCursorCodec(signingKey: string) {
  return {
    encode(startKey: Record<string, unknown> | undefined, query: TCursorQuery): string | null {
      if (!startKey) return null;
      const payload = Buffer.from(JSON.stringify(startKey)).toString('base64url');
      return `${payload}.${signatureOf(signingKey, payload, query).toString('base64url')}`;
    },
    decode(cursor: string | undefined, query: TCursorQuery, requiredAttributes: readonly string[]): Record<string, string> | undefined {
      if (!cursor) return undefined;
      const [payload = '', signature = '', ...rest] = cursor.split('.');
      const expected = signatureOf(signingKey, payload, query);
      const given = Buffer.from(signature, 'base64url');
      if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
      const parsed = startKeySchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      const isStartKey = parsed.success && requiredAttributes.every((a) => a in parsed.data) && Object.keys(parsed.data).length === requiredAttributes.length;
      if (!isStartKey) throw invalidCursor();
      return parsed.data;
    },
  };
}

/** Every start key this server issues names string key attributes only. */
const startKeySchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string()));

let codec: ReturnType<typeof createCursorCodec> | undefined;
const defaultCodec = () => (codec ??= createCursorCodec(secretValue('CURSOR_SIGNING_KEY')));

/** A cursor that resumes after `startKey`, valid only for the same `query`; null when there is no next page. */
export const encodeCursor = (startKey: Record<string, unknown> | undefined, query: TCursorQuery) => defaultCodec().encode(startKey, query);

/** The start key inside a cursor this server issued for the same `query`; 400 'Invalid cursor' otherwise. */
export const decodeCursor = (cursor: string | undefined, query: TCursorQuery, requiredAttributes: readonly string[]) =>
  defaultCodec().decode(cursor, query, requiredAttributes);

/** The start key that resumes a query right after `item` on the given index. */
export function startKeyAfter(item: Record<string, unknown>, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(attributes.map((a) => [a, item[a]]));
}
