import { SERVED_PHOTO_PREFIXES } from '../../shared/src/constants/photo-storage';

export type TPhotoPathResult = { kind: 'key'; key: string } | { kind: 'malformed' } | { kind: 'not-served' };

/**
 * The object key a `/photos/...` request path names, read from the raw path (a URL parser would already
 * have resolved `..`), decoded one segment at a time and checked after decoding: no empty, `.` or `..`
 * segment, no slash, backslash or control character smuggled in percent-encoded, and under a photo prefix.
 */
export function photoKeyOfPath(rawUrl: string): TPhotoPathResult {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'malformed' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\p{Cc}]/u.test(segment)) return { kind: 'not-served' };
    segments.push(segment);
  }
  const key = segments.join('/');
  const isUnderPrefix = SERVED_PHOTO_PREFIXES.some((prefix) => key.startsWith(prefix) && key.length > prefix.length);
  return isUnderPrefix ? { kind: 'key', key } : { kind: 'not-served' };
}
