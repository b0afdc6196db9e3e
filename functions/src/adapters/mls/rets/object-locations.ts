import type { TMlsMedia } from '../mls-client';
import { parseObjectReply, type TObjectLocation } from './object-reply';
import type { RetsHttp } from './rets-http';

export type TPhotoRequest = { getObjectUrl: string; resource: string; photoType: string; keys: string[]; batchSize: number };

/**
 * Photo URLs for many listings with GetObject Location=1: one request per batch of keys
 * (`ID=key1:*,key2:*`), objects matched to listings by Content-ID. Some servers answer with another
 * id in Content-ID (flexmls sends the MLS number): such a batch is asked again one key per request.
 * Objects without a Location (bytes only) or with a RETS error part are left out: the sync copies
 * media from URLs.
 */
export async function fetchPhotoLocations(http: RetsHttp, request: TPhotoRequest): Promise<Map<string, TMlsMedia[]>> {
  const mediaByKey = new Map<string, TMlsMedia[]>();
  const keep = (key: string, objects: TObjectLocation[]) => {
    const media = objects
      .filter((object) => object.location !== null && object.replyCode === 0)
      .map((object) => ({ url: object.location as string, order: object.objectId }));
    if (media.length > 0) mediaByKey.set(key, [...(mediaByKey.get(key) ?? []), ...media]);
  };
  for (let start = 0; start < request.keys.length; start += request.batchSize) {
    const batch = request.keys.slice(start, start + request.batchSize);
    const objects = await getObjects(http, request, batch);
    const keys = new Set(batch);
    if (batch.length === 1) {
      keep(batch[0] ?? '', objects);
    } else if (objects.every((object) => keys.has(object.contentId))) {
      for (const key of batch)
        keep(
          key,
          objects.filter((object) => object.contentId === key),
        );
    } else {
      for (const key of batch) keep(key, await getObjects(http, request, [key]));
    }
  }
  for (const media of mediaByKey.values()) media.sort((left, right) => left.order - right.order);
  return mediaByKey;
}

async function getObjects(http: RetsHttp, request: TPhotoRequest, keys: string[]): Promise<TObjectLocation[]> {
  const reply = await http.get(request.getObjectUrl, {
    Resource: request.resource,
    Type: request.photoType,
    ID: keys.map((key) => `${key}:*`).join(','),
    Location: '1',
  });
  return parseObjectReply(reply.headers, reply.body, reply.url);
}
