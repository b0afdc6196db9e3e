import { badRequest } from '../platform/app-error';

/** Opaque paging cursors: a DynamoDB start key, base64url-encoded. Only string key attributes are accepted. */
export function encodeCursor(startKey: Record<string, unknown> | undefined): string | null {
  return startKey ? Buffer.from(JSON.stringify(startKey)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined, requiredAttributes: readonly string[]): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((v) => typeof v === 'string') &&
      requiredAttributes.every((a) => a in parsed) &&
      Object.keys(parsed).length === requiredAttributes.length
    ) {
      return parsed as Record<string, string>;
    }
  } catch {
    /* fall through */
  }
  throw badRequest('Invalid cursor: start again from the first page.', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
}

/** The start key that resumes a query right after `item` on the given index. */
export function startKeyAfter(item: Record<string, unknown>, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(attributes.map((a) => [a, item[a]]));
}
