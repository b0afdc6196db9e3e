import { randomBytes } from 'node:crypto';
import type { TListingRecord } from './compact-search';
import { retsReply } from './rets-xml-writer';

export type TObjectReply = { headers: Record<string, string>; body: string };

type TMedia = { url: string; order: number };

function mediaOf(record: TListingRecord | undefined): TMedia[] {
  const media = Array.isArray(record?.Media) ? (record.Media as Record<string, unknown>[]) : [];
  return media
    .map((item, index) => ({ url: String(item.MediaURL ?? ''), order: Number(item.Order ?? index + 1) }))
    .filter((item) => item.url !== '')
    .sort((left, right) => left.order - right.order);
}

/**
 * GetObject with Location=1: one object answers in the HTTP headers with an empty body; several
 * answer as multipart/parallel, one part per photo, and a text/xml 20403 part for a listing without one.
 * `ID` is `key:*` (every photo) or `key:n[:m]` (those photos), comma-separated.
 */
export function objectLocationsReply(params: URLSearchParams, recordByKey: Map<string, TListingRecord>): TObjectReply {
  if (params.get('Location') !== '1') return xml(retsReply(20409, 'Only Location=1 is served by the local MLS'));
  if (params.get('Resource') !== 'Property' || params.get('Type') !== 'Photo') return xml(retsReply(20400, 'Only Property photos are served'));
  const parts: { key: string; media: TMedia | null }[] = [];
  for (const request of (params.get('ID') ?? '').split(',').filter((id) => id !== '')) {
    const [key = '', ...wanted] = request.split(':');
    const media = mediaOf(recordByKey.get(key)).filter((item) => wanted.length === 0 || wanted.includes('*') || wanted.includes(String(item.order)));
    if (media.length === 0) parts.push({ key, media: null });
    for (const item of media) parts.push({ key, media: item });
  }
  const [only] = parts;
  if (parts.length === 1 && only?.media) {
    return { headers: { 'Content-Type': 'image/jpeg', 'Content-ID': only.key, 'Object-ID': String(only.media.order), Location: only.media.url }, body: '' };
  }
  if (parts.length === 0 || parts.every((part) => part.media === null)) return xml(retsReply(20403, 'No Object Found'));
  const boundary = `LOCALMLS${randomBytes(12).toString('hex')}`;
  const body = parts
    .map((part) => {
      const headers = part.media
        ? `Content-Type: image/jpeg\r\nContent-ID: ${part.key}\r\nObject-ID: ${part.media.order}\r\nLocation: ${part.media.url}\r\n\r\n`
        : `Content-Type: text/xml\r\nContent-ID: ${part.key}\r\nObject-ID: 0\r\n\r\n${retsReply(20403, 'No Object Found').trim()}`;
      return `--${boundary}\r\n${headers}\r\n`;
    })
    .join('');
  return { headers: { 'Content-Type': `multipart/parallel; boundary="${boundary}"`, 'MIME-Version': '1.0' }, body: `\r\n${body}--${boundary}--\r\n` };
}

const xml = (body: string): TObjectReply => ({ headers: { 'Content-Type': 'text/xml' }, body });
