import { publishWebPhoto } from './publish-web-photo';
import type { TPhotoStore } from './photo-store';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP_BYTES = new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

/** The bucket as a map of key → bytes and stored type; rendering answers fixed WebP bytes. */
function memoryStore(objects: Record<string, { bytes: Uint8Array; contentType: string }>): Omit<TPhotoStore, 'presignPhotoUpload'> {
  const store = new Map(Object.entries(objects));
  return {
    describePhoto: async (key) => (store.has(key) ? { size: store.get(key)!.bytes.byteLength, contentType: store.get(key)!.contentType } : null),
    readPhotoHead: async (key, count) => store.get(key)?.bytes.slice(0, count) ?? new Uint8Array(),
    readPhoto: async (key) => store.get(key)?.bytes ?? null,
    putPhoto: async (key, bytes, contentType) => void store.set(key, { bytes, contentType }),
    deletePhotos: async (keys) => keys.forEach((key) => store.delete(key)),
    renderWebPhoto: async () => WEBP_BYTES,
  };
}

const KEY = 'photos/listings/U/P/01J.png';
const WEB_KEY = 'photos/listings/U/P/01J-1280w.webp';
const RULES = {
  prefix: 'photos/listings/U/P/',
  maxBytes: 1000,
  foreignMessage: 'foreign',
  tooLargeMessage: 'too large',
  size: { label: '1280w', width: 1280, height: 1280, fit: 'inside' as const },
};
const png = new Uint8Array([...PNG_SIGNATURE, 1, 2, 3, 4]);

describe('publishWebPhoto', () => {
  it('publishes an upload whose stored type, slot type and signature agree, as WebP beside it', async () => {
    const store = memoryStore({ [KEY]: { bytes: png, contentType: 'image/png' } });
    expect(await publishWebPhoto(store, KEY, RULES)).toEqual({ key: KEY, webKey: WEB_KEY, problem: null });
    expect(await store.describePhoto(WEB_KEY)).toEqual({ size: WEBP_BYTES.byteLength, contentType: 'image/webp' });
  });

  it.each([
    ['stored as text/html', { bytes: png, contentType: 'text/html' }],
    ['stored as image/jpeg in a PNG slot', { bytes: png, contentType: 'image/jpeg' }],
    ['JPEG bytes in a PNG slot', { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), contentType: 'image/png' }],
  ])('refuses an upload %s', async (_, object) => {
    const store = memoryStore({ [KEY]: object });
    expect(await publishWebPhoto(store, KEY, RULES)).toMatchObject({ problem: 'not-image', message: 'The file is not a JPG, PNG or WebP image.' });
    expect(await store.describePhoto(WEB_KEY)).toBeNull();
  });

  it('answers the published copy when a concurrent confirm already published it and deleted the upload', async () => {
    const published = memoryStore({ [WEB_KEY]: { bytes: WEBP_BYTES, contentType: 'image/webp' } });
    expect(await publishWebPhoto(published, KEY, RULES)).toEqual({ key: KEY, webKey: WEB_KEY, problem: null });
    expect(await publishWebPhoto(memoryStore({}), KEY, RULES)).toMatchObject({ problem: 'missing' });
  });
});
