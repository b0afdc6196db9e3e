import { LISTING_PHOTO_MAX_MB } from '@shared/constants/listing';
import { createEgressFetch } from '../../../adapters/egress/egress-fetch';
import type { TPhotoStore } from '../../photos/photo-store';
import { copyMlsPhotos } from './copy-mls-photos';
import { startLoopbackServer, type TLoopbackServer } from '../../../../test/loopback-server';

/** A hostile MLS media host: a JPEG that never ends (no Content-Length), and a photo that redirects to the metadata service. */
let remote: TLoopbackServer;
let base = '';
let streamedBytes = 0;

beforeAll(async () => {
  remote = await startLoopbackServer((request, response) => {
    if (request.url === '/endless.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      const push = () => {
        while (streamedBytes < 40 * 1024 * 1024 && !response.destroyed) {
          streamedBytes += chunk.byteLength;
          if (!response.write(chunk)) return void response.once('drain', push);
        }
        response.end();
      };
      return push();
    }
    if (request.url === '/to-metadata.jpg') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam' }).end();
    response.writeHead(404).end();
  });
  base = remote.base;
});

afterAll(() => remote.close());

function photoStore(): TPhotoStore & { stored: string[] } {
  const stored: string[] = [];
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    stored,
    presignPhotoUpload: unused,
    describePhoto: async () => null,
    readPhotoHead: unused,
    readPhoto: unused,
    putPhoto: async (key) => void stored.push(key),
    deletePhotos: async () => undefined,
    renderWebPhoto: unused,
  };
}

describe('copyMlsPhotos through the egress guard', () => {
  const fetchMedia = createEgressFetch({ allowLoopback: true });

  it(`stops a photo streamed without Content-Length at ${LISTING_PHOTO_MAX_MB} MB instead of reading it whole`, async () => {
    const photos = photoStore();
    const result = await copyMlsPhotos({ photos, fetchMedia }, { userId: 'u1', propertyId: 'p1', photos: [{ url: `${base}/endless.jpg`, order: 1 }] });
    expect(result).toEqual({ images: [], errors: [`Photo 1 (${base}/endless.jpg): larger than ${LISTING_PHOTO_MAX_MB} MB`] });
    expect(photos.stored).toEqual([]);
    expect(streamedBytes).toBeLessThan(40 * 1024 * 1024);
  });

  it('does not follow a media redirect into the metadata service, and stores nothing', async () => {
    const photos = photoStore();
    const result = await copyMlsPhotos({ photos, fetchMedia }, { userId: 'u1', propertyId: 'p1', photos: [{ url: `${base}/to-metadata.jpg`, order: 2 }] });
    expect(result.errors).toEqual([
      `Photo 2 (${base}/to-metadata.jpg): could not be downloaded (Use a public address, not one inside a private network (link-local))`,
    ]);
    expect(photos.stored).toEqual([]);
  });
});
