import { tilesForMap, tileUrl } from './map-tiles';

describe('map tiles (only when a tile URL is configured)', () => {
  it('fills the URL template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 12, 940, 1692)).toBe('https://tiles.example/12/940/1692.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', 12, 1, 1)).toBe('https://c.tiles.example/12/1/1.png');
  });

  it('covers the whole drawn area with tiles placed edge to edge', () => {
    const tiles = tilesForMap('/t/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.length).toBeLessThanOrEqual(30);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.width))).toBeGreaterThanOrEqual(100);
    expect(Math.max(...tiles.map((t) => t.top + t.height))).toBeGreaterThanOrEqual(100);
    for (const tile of tiles) {
      const right = tiles.find((t) => Math.abs(t.left - (tile.left + tile.width)) < 1e-9 && Math.abs(t.top - tile.top) < 1e-9);
      if (right) expect(right.width).toBeCloseTo(tile.width, 6);
    }
  });
});
