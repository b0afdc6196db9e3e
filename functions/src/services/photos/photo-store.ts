import type { TPresignedPhotoUpload } from '../../adapters/photos/photo-storage';

/** A box a served photo must fit: `inside` keeps the whole picture, `cover` fills the box and crops the rest. */
export type TWebPhotoSize = { label: string; width: number; height: number; fit: 'inside' | 'cover' };

/** What the photo services need of the bucket and the image library (the handlers pass adapters/photos/photo-store). */
export type TPhotoStore = {
  /** A presigned POST bound to the key, the content type and the size range. */
  presignPhotoUpload: (input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number; now: Date }) => Promise<TPresignedPhotoUpload>;
  describePhoto: (key: string) => Promise<{ size: number; contentType: string | undefined } | null>;
  readPhotoHead: (key: string, byteCount: number) => Promise<Uint8Array>;
  /** The whole object, or null when it is gone. */
  readPhoto: (key: string) => Promise<Uint8Array | null>;
  /** Stores a server-made photo with the headers it must be served with. */
  putPhoto: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  deletePhotos: (keys: string[]) => Promise<void>;
  /** Upright, metadata-free WebP within `size`, or null when the bytes do not decode as an image. */
  renderWebPhoto: (bytes: Uint8Array, size: TWebPhotoSize) => Promise<Uint8Array | null>;
};
