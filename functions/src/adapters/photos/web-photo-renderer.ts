import type { Sharp, SharpOptions } from 'sharp';

const WEBP_QUALITY = 80;

type TSharp = (input: Uint8Array, options?: SharpOptions) => Sharp;
let loadingSharp: Promise<TSharp> | undefined;

/**
 * sharp (libvips, a native package shipped beside the bundle) is loaded at the first render, not when the
 * module loads: the photo routes that only presign or delete, and an MLS sync without new photos, never
 * pay for it in their cold start (issue 27).
 */
const loadSharp = () => (loadingSharp ??= import('sharp').then((module) => module.default));

type TBox = { width: number; height: number; fit: 'inside' | 'cover' };

/**
 * The size to render: `inside` shrinks to fit the box; `cover` fills the box, or, for a picture smaller
 * than the box, crops it to the box's shape at the largest size it has (never enlarging either way).
 */
export function renderedSize(upright: { width: number; height: number }, box: TBox): { width: number; height: number } {
  const scaled = (size: { width: number; height: number }, scale: number) => ({
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  });
  if (box.fit === 'inside') return scaled(upright, Math.min(box.width / upright.width, box.height / upright.height, 1));
  return scaled(box, Math.min(upright.width / box.width, upright.height / box.height, 1));
}

/**
 * Decodes an upload and renders the served copy: upright (EXIF orientation applied to the pixels), within
 * the box, WebP. sharp writes no metadata unless asked, so EXIF (GPS included), XMP, IPTC and ICC blocks
 * are all dropped. Null when the bytes do not decode as an image.
 */
export async function renderWebPhoto(bytes: Uint8Array, box: TBox): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  try {
    const { width, height, orientation } = await sharp(bytes).metadata();
    const isTurned = (orientation ?? 1) >= 5;
    const size = renderedSize({ width: isTurned ? height : width, height: isTurned ? width : height }, box);
    const output = await sharp(bytes, { failOn: 'error' })
      .autoOrient()
      .resize({ ...size, fit: box.fit === 'inside' ? 'fill' : 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    return null;
  }
}
