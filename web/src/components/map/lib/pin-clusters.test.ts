import { pinClusterIndex } from './pin-clusters';
import type { TMapPinMarker } from './pin-markers';

const pin = (id: string, lat: number, lng: number): TMapPinMarker => ({ id, lat, lng, text: '$500K', label: id, kind: 'today' });
// Three listings within a few hundred metres in downtown Denver, one in Boulder (40 km away).
const DOWNTOWN = [pin('a', 39.7501, -104.9998), pin('b', 39.7512, -105.0011), pin('c', 39.7493, -104.9979)];
const BOULDER = pin('d', 40.015, -105.2705);
const COLORADO: [number, number, number, number] = [-109.1, 36.9, -102, 41.1];

describe('pinClusterIndex', () => {
  it('joins close pins into one cluster at a state-wide zoom and keeps a distant pin alone', () => {
    const { clusters, pins } = pinClusterIndex([...DOWNTOWN, BOULDER])(COLORADO, 7);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    expect(clusters[0]!.lat).toBeCloseTo(39.75, 2);
    expect(clusters[0]!.expansionZoom).toBeGreaterThan(7);
    expect(pins.map((p) => p.id)).toEqual(['d']);
  });

  it('shows every pin at street zoom, and each cluster splits at the zoom it names', () => {
    const index = pinClusterIndex([...DOWNTOWN, BOULDER]);
    const streets = index([-105.02, 39.74, -104.98, 39.76], 17);
    expect(streets.clusters).toEqual([]);
    expect(streets.pins.map((p) => p.id).sort()).toEqual(['a', 'b', 'c']);
    const [cluster] = index(COLORADO, 7).clusters;
    const split = index(COLORADO, cluster!.expansionZoom!);
    expect(split.clusters.reduce((sum, c) => sum + c.count, 0) + split.pins.length).toBe(4);
    expect(split.clusters.every((c) => c.count < 3)).toBe(true);
  });

  it('answers nothing for a box with no pins', () => {
    expect(pinClusterIndex(DOWNTOWN)([-80, 25, -79, 26], 10)).toEqual({ clusters: [], pins: [] });
  });
});
