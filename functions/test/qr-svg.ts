import QRCode from 'qrcode';

/** A QR grid as text rows, '#' for a dark module: easy to compare and to read in a failing diff. */
export type TQrRows = string[];

/** The modules of `text`'s QR code (error correction M) with a quiet zone of `margin` modules. */
export function expectedQrRows(text: string, margin: number): TQrRows {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const side = size + 2 * margin;
  return Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      const [col, row] = [x - margin, y - margin];
      return col >= 0 && row >= 0 && col < size && row < size && data[row * size + col] ? '#' : ' ';
    }).join(''),
  );
}

/**
 * Reads back the modules qrcode's SVG renderer drew: its dark path is runs of `h` (one module tall,
 * stroked along y + 0.5), moved to with `M` (absolute) and `m` (relative), on a viewBox one unit per module.
 */
export function qrRowsOfSvg(svg: string): TQrRows {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1];
  if (!side || path === undefined) throw new Error(`not a qrcode SVG: ${svg.slice(0, 200)}`);
  const grid = Array.from({ length: side }, () => Array.from({ length: side }, () => ' '));
  let [x, y] = [0, 0];
  for (const [, command, a = '0', b = '0'] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[y - 0.5]![x + i] = '#';
      x += Number(a);
    }
  }
  return grid.map((row) => row.join(''));
}

/** The SVG inside a `data:image/svg+xml;base64,` URL. */
export function svgOfDataUrl(dataUrl: string): string {
  const base64 = /^data:image\/svg\+xml;base64,(.+)$/.exec(dataUrl)?.[1];
  if (!base64) throw new Error(`not an SVG data URL: ${dataUrl.slice(0, 60)}`);
  return Buffer.from(base64, 'base64').toString('utf8');
}
