import { mergeOverlappingClusters, worldPixels } from './merge-overlapping-clusters';

// Two geohash cells' clusters either side of a cell edge in Atlanta (about 6 km apart), and one in Macon (120 km).
const ATLANTA_A = { cell: 'dn5bp', count: 3, lat: 33.76, lng: -84.39 };
const ATLANTA_B = { cell: 'dn5bq', count: 1, lat: 33.8, lng: -84.34 };
const MACON = { cell: 'djgzz', count: 2, lat: 32.84, lng: -83.63 };

describe('mergeOverlappingClusters', () => {
  it('joins clusters that would touch on screen into one, counted together at the mean place of their listings', () => {
    const merged = mergeOverlappingClusters([ATLANTA_B, ATLANTA_A, MACON], 7);
    expect(merged.map((cluster) => cluster.count).sort()).toEqual([2, 4]);
    const atlanta = merged.find((cluster) => cluster.count === 4)!;
    expect(atlanta.lat).toBeCloseTo((33.76 * 3 + 33.8) / 4, 6);
    expect(atlanta.lng).toBeCloseTo((-84.39 * 3 - 84.34) / 4, 6);
    expect(merged).toContainEqual(MACON);
  });

  it('keeps them apart once zoomed in far enough that they no longer touch, and leaves no two touching at any zoom', () => {
    expect(mergeOverlappingClusters([ATLANTA_A, ATLANTA_B], 12)).toEqual([ATLANTA_A, ATLANTA_B]);
    // A row of clusters 30 px apart at zoom 6: merging two brings the result near the next, which joins too.
    const row = Array.from({ length: 8 }, (_, i) => ({ cell: `c${i}`, count: 1 + i, lat: 35, lng: -100 + i * 0.1 }));
    for (const zoom of [4, 6, 8, 10]) {
      const merged = mergeOverlappingClusters(row, zoom);
      expect(merged.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(36);
      for (const [i, a] of merged.entries()) {
        for (const b of merged.slice(i + 1)) {
          const [pa, pb] = [worldPixels(a.lat, a.lng, zoom), worldPixels(b.lat, b.lng, zoom)];
          expect(Math.abs(pa.x - pb.x) >= 64 || Math.abs(pa.y - pb.y) >= 48).toBe(true);
        }
      }
    }
  });

  it('places a point as MapLibre does: the world is 512 px wide at zoom 0, the equator in the middle', () => {
    expect(worldPixels(0, 0, 0)).toEqual({ x: 256, y: 256 });
    expect(worldPixels(0, 180, 1).x).toBe(1024);
    expect(worldPixels(60, 0, 0).y).toBeLessThan(256);
  });
});
