import sharp from 'sharp';

const solid = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });

/** Small real images: the server decodes, strips and resizes every photo it accepts. */
export const PNG = await solid(64, 48, [40, 160, 90]).png().toBuffer();
export const JPEG = await solid(64, 48, [200, 120, 40]).jpeg().toBuffer();

/** A phone photo wider than any served size. */
export const WIDE_JPEG = await solid(2400, 1600, [90, 120, 200]).jpeg({ quality: 60 }).toBuffer();

/**
 * A phone photo as cameras store it: pixels 300×200 (left half red, right half blue), EXIF orientation 6
 * (turn 90° clockwise to view: red on top, 200×300) and the place it was taken in its GPS block.
 */
export const GPS_TAGGED_JPEG = await solid(300, 200, [255, 0, 0])
  .composite([{ input: { create: { width: 150, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 150, top: 0 }])
  .jpeg()
  .withExif({
    IFD0: { Make: 'PhoneCo' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** A PNG signature followed by a script: what a stored-XSS attempt uploads. */
export const PNG_SIGNATURE_HTML = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<script>alert(document.cookie)</script>'),
]);

export type TPresignedUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };

/**
 * What the browser does with a presigned POST: the policy fields, then the file, straight to S3.
 * `fieldOverrides` plays an attacker who changes fields (the local S3 does not enforce the policy).
 */
export async function uploadToS3(upload: TPresignedUpload, bytes: Buffer, contentType: string, fieldOverrides: Record<string, string> = {}): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...fieldOverrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return response.status;
}

/** What a served photo really is, read from its bytes. */
export async function describeServedPhoto(bytes: Uint8Array) {
  const { format, width, height, exif, orientation, icc, xmp } = await sharp(bytes).metadata();
  return { format, width, height, exif, orientation, icc, xmp };
}

/** The colour of one pixel of an image. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}
