import { deflateSync } from 'node:zlib';

type TRgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A minimal truecolour PNG encoder (filter 0 on every row). */
function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type THouseStyle = { wall: TRgb; roof: TRgb; door: TRgb; sky: TRgb; lawn: TRgb; storeys: 1 | 2; view: 'front' | 'side' | 'garden' };

/**
 * Draws a simple illustrated house (sky, lawn, walls, roof, windows, door), so the demo catalogue has
 * real image files to upload, store and serve without shipping photographs.
 */
export function drawHousePicture(style: THouseStyle, width = 640, height = 420): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: TRgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  const rect = (x0: number, y0: number, w: number, h: number, color: TRgb) => {
    for (let y = Math.round(y0); y < y0 + h; y++) for (let x = Math.round(x0); x < x0 + w; x++) set(x, y, color);
  };
  const horizon = Math.round(height * (style.view === 'garden' ? 0.55 : 0.72));
  for (let y = 0; y < height; y++) {
    const t = y / horizon;
    const sky: TRgb = [style.sky[0] + (255 - style.sky[0]) * t * 0.5, style.sky[1] + (255 - style.sky[1]) * t * 0.5, style.sky[2]].map(Math.round) as TRgb;
    for (let x = 0; x < width; x++) set(x, y, y < horizon ? sky : style.lawn);
  }
  const houseWidth = style.view === 'side' ? width * 0.62 : width * 0.5;
  const storeyHeight = height * 0.2;
  const houseHeight = storeyHeight * style.storeys;
  const left = (width - houseWidth) / 2 + (style.view === 'side' ? width * 0.08 : 0);
  const top = horizon - houseHeight;
  rect(left, top, houseWidth, houseHeight, style.wall);
  const roofHeight = height * 0.16;
  for (let y = 0; y < roofHeight; y++) {
    const inset = ((roofHeight - y) / roofHeight) * (houseWidth / 2 + 18);
    rect(left - 18 + inset, top - roofHeight + y, houseWidth + 36 - 2 * inset, 1, style.roof);
  }
  const glass: TRgb = [190, 220, 240];
  for (let storey = 0; storey < style.storeys; storey++) {
    const rowTop = top + storey * storeyHeight + storeyHeight * 0.25;
    for (const fraction of [0.12, 0.68]) rect(left + houseWidth * fraction, rowTop, houseWidth * 0.18, storeyHeight * 0.4, glass);
  }
  rect(left + houseWidth * 0.43, horizon - storeyHeight * 0.75, houseWidth * 0.14, storeyHeight * 0.75, style.door);
  if (style.view === 'garden') for (let i = 0; i < 7; i++) rect(width * (0.05 + i * 0.14), horizon + 20, 26, 26, [70, 140, 70]);
  return encodePng(width, height, pixels);
}
