import type { TMlsMedia } from '../mls-client';
import { parseObjectReply } from './object-reply';
import type { RetsHttp } from './rets-http';

/**
 * Photo URLs for many listings with GetObject Location=1: one request per batch of keys
 * (`ID=key1:*,key2:*`). Objects without a Location (bytes only) or with a RETS error part are left
 * out: the sync copies media from URLs.
 */
export async function fetchPhotoLocations(
  http: RetsHttp,
  request: { getObjectUrl: string; resource: string; photoType: string; keys: string[]; batchSize: number },
): Promise<Map<string, TMlsMedia[]>> {
  const mediaByKey = new Map<string, TMlsMedia[]>();
  for (let start = 0; start < request.keys.length; start += request.batchSize) {
    const batch = request.keys.slice(start, start + request.batchSize);
    const reply = await http.get(request.getObjectUrl, {
      Resource: request.resource,
      Type: request.photoType,
      ID: batch.map((key) => `${key}:*`).join(','),
      Location: '1',
    });
    for (const object of parseObjectReply(reply.headers, reply.body, reply.url)) {
      if (!object.location || object.replyCode !== 0) continue;
      const key = object.contentId || (batch.length === 1 ? (batch[0] ?? '') : '');
      const media = mediaByKey.get(key) ?? [];
      media.push({ url: object.location, order: object.objectId });
      mediaByKey.set(key, media);
    }
  }
  for (const media of mediaByKey.values()) media.sort((left, right) => left.order - right.order);
  return mediaByKey;
}
