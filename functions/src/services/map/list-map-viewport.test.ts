import { cellRuns, coverBox, coverCount } from '../../data/geohash';
import { clusterPrecision, coverPrecision } from './list-map-viewport';

describe('the cover of a map box', () => {
  /** A 1280 × 800 screen over Manhattan at zoom 12 (0.44° × 0.21°). */
  const cityScreen = { west: -74.2257, south: 40.6087, east: -73.7863, north: 40.8169 };

  it('reads a city screen in cells of ~5 km, a few runs of them, not in four times its area', () => {
    const precision = coverPrecision(cityScreen)!;
    expect(precision).toBe(5);
    const cells = coverBox(cityScreen, precision);
    expect(cellRuns(cells, 2).length).toBeLessThanOrEqual(32);
    // 32 whole cells would have meant ~40 km cells: 6 of them, four times the screen.
    expect(coverCount(cityScreen, 4)).toBeLessThanOrEqual(32);
  });

  it('reads the lower 48 by the index partitions and refuses what needs more than 128 of them', () => {
    expect(coverPrecision({ west: -125, south: 24, east: -66, north: 50 })).toBe(2);
    expect(coverPrecision({ west: -180, south: -90, east: 180, north: 90 })).toBeNull();
  });

  it('counts clusters on cells that get finer as the map zooms in', () => {
    expect([3, 5, 8, 10, 11].map(clusterPrecision)).toEqual([2, 3, 4, 5, 6]);
  });
});
