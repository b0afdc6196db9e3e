import { cellRuns, cellSize, coverBox, coverCount, encodeGeohash, geohashBounds, isInBox } from './geohash';

describe('geohash', () => {
  it('encodes the reference points', () => {
    // Wikipedia's and geohash.org's examples.
    expect(encodeGeohash(42.6, -5.6, 5)).toBe('ezs42');
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash(39.7392, -104.9903, 5)).toBe('9xj64');
  });

  it('decodes a cell to the box that holds the point it came from', () => {
    for (const [lat, lng] of [
      [39.7392, -104.9903],
      [21.3069, -157.8583],
      [-33.86, 151.2],
      [0, 0],
    ] as const) {
      const bounds = geohashBounds(encodeGeohash(lat, lng, 7));
      expect(isInBox(bounds, lat, lng)).toBe(true);
      expect(bounds.east - bounds.west).toBeCloseTo(cellSize(7).lng, 12);
      expect(bounds.north - bounds.south).toBeCloseTo(cellSize(7).lat, 12);
    }
  });
});

describe('the cover of a box', () => {
  const denver = { west: -105.1, south: 39.6, east: -104.8, north: 39.85 };

  it('is every cell the box touches, each once, and as many as coverCount says', () => {
    for (const precision of [2, 3, 4, 5]) {
      const cells = coverBox(denver, precision);
      expect(new Set(cells).size).toBe(cells.length);
      expect(cells.length).toBe(coverCount(denver, precision));
      expect(cells.every((cell) => cell.length === precision)).toBe(true);
    }
  });

  it('holds every point of the box, corners included, and no cell apart from it', () => {
    const cells = coverBox(denver, 4);
    const points = [];
    for (let i = 0; i <= 20; i++) {
      for (let j = 0; j <= 20; j++)
        points.push([denver.south + ((denver.north - denver.south) * i) / 20, denver.west + ((denver.east - denver.west) * j) / 20] as const);
    }
    for (const [lat, lng] of points) expect(cells).toContain(encodeGeohash(lat, lng, 4));
    for (const cell of cells) {
      const b = geohashBounds(cell);
      expect(b.west <= denver.east && b.east >= denver.west && b.south <= denver.north && b.north >= denver.south, cell).toBe(true);
    }
  });

  it('takes one cell for a box inside one cell and a few dozen coarse cells for the contiguous US', () => {
    expect(coverBox({ west: -104.99, south: 39.74, east: -104.98, north: 39.745 }, 4)).toEqual(['9xj6']);
    expect(coverCount({ west: -125, south: 24, east: -66, north: 50 }, 2)).toBe(35);
    // The whole world's edge stays inside the grid.
    expect(coverBox({ west: -180, south: -90, east: 180, north: 90 }, 1)).toHaveLength(32);
  });
});

describe('runs of cells', () => {
  const denver = { west: -105.1, south: 39.6, east: -104.8, north: 39.85 };

  it('holds every cell of a cover exactly once, each run a block of consecutive cells in one partition', () => {
    for (const precision of [3, 4, 5, 6]) {
      const cells = coverBox(denver, precision);
      const runs = cellRuns(cells, 2);
      const unrolled = runs.flatMap(({ first, last }) => cells.filter((cell) => cell >= first && cell <= last));
      expect(unrolled.sort()).toEqual([...cells].sort());
      for (const { first, last } of runs) expect(first.slice(0, 2)).toBe(last.slice(0, 2));
      expect(runs.length).toBeLessThanOrEqual(cells.length);
    }
    // A zoom-12 screen of ~5 km cells reads in far fewer Queries than cells.
    const cells = coverBox(denver, 5);
    expect(cellRuns(cells, 2).length).toBeLessThan(cells.length / 2);
  });

  it('never joins cells that are not next to each other in geohash order, nor across a partition', () => {
    expect(cellRuns(['9xj6', '9xj7', '9xj9'], 2)).toEqual([
      { first: '9xj6', last: '9xj7' },
      { first: '9xj9', last: '9xj9' },
    ]);
    // 9xzz and 9y00 follow each other in geohash order but lie in two partitions (9x, 9y).
    expect(cellRuns(['9y00', '9xzz'], 2)).toEqual([
      { first: '9xzz', last: '9xzz' },
      { first: '9y00', last: '9y00' },
    ]);
    expect(cellRuns(['9x', '9y'], 2)).toEqual([
      { first: '9x', last: '9x' },
      { first: '9y', last: '9y' },
    ]);
  });
});
