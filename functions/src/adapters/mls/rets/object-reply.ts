import { boundaryFromBody, boundaryFromContentType, splitMultipart, type TPart } from './multipart-reply';
import { parseRetsReply } from './rets-xml';

/** One object of a GetObject reply: whose it is, its order, and its URL when the server sent one. */
export type TObjectLocation = {
  contentId: string;
  objectId: number;
  location: string | null;
  contentType: string | null;
  /** Bytes the server sent instead of (or besides) a Location, e.g. a JPEG. */
  byteLength: number;
  /** A RETS reply code carried by an XML part (e.g. 20403 no object found), 0 otherwise. */
  replyCode: number;
};

/**
 * Reads a GetObject reply: a single object described by the HTTP headers, or a multipart/parallel
 * reply with one part per object. Parts may carry a Location, bytes, or a text/xml RETS reply.
 */
export function parseObjectReply(headers: Headers, body: Buffer, url: string): TObjectLocation[] {
  const contentType = headers.get('content-type');
  const isMultipart = /^multipart\//i.test(contentType ?? '') || boundaryFromBody(body) !== null;
  if (!isMultipart) {
    const single = { headers: Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value])), body };
    return [describePart(single, url)];
  }
  const boundary = boundaryFromContentType(contentType) ?? boundaryFromBody(body);
  if (!boundary) return [];
  return splitMultipart(body, boundary).map((part) => describePart(part, url));
}

function describePart(part: TPart, url: string): TObjectLocation {
  const contentType = part.headers['content-type'] ?? null;
  let replyCode = 0;
  if (contentType && /xml/i.test(contentType) && part.body.length > 0) {
    replyCode = parseRetsReply(part.body.toString('utf8'), url).replyCode;
  }
  const objectId = Number.parseInt(part.headers['object-id'] ?? '', 10);
  return {
    contentId: part.headers['content-id'] ?? '',
    objectId: Number.isFinite(objectId) ? objectId : 0,
    location: part.headers.location || null,
    contentType,
    byteLength: part.body.length,
    replyCode,
  };
}
