import { create } from 'qrcode/lib/core/qrcode.js';
import { render } from 'qrcode/lib/renderer/svg-tag.js';

/**
 * A QR code of `text` as an SVG data URL for an <img>. SVG rather than PNG: qrcode's PNG renderer brings
 * pngjs (~29 KB) into the route's bundle, and an SVG stays sharp at any size.
 */
export function qrCodeSvgDataUrl(text: string, options: { width: number }): string {
  const svg = render(create(text, { errorCorrectionLevel: 'M' }), { margin: 1, width: options.width });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
