// qrcode's own modules, imported directly so its package main (and with it the PNG renderer and pngjs) stays
// out of the bundle. Typed with @types/qrcode's shapes.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';

  export function create(text: string, options?: QRCodeOptions): QRCode;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';

  export function render(qrData: QRCode, options?: QRCodeRenderersOptions): string;
}
