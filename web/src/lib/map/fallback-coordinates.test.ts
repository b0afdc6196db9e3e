import { AUSTIN_CENTER } from '@shared/constants/open-house';
import { coordinatesOf, fallbackCoordinates, FALLBACK_SPREAD } from './fallback-coordinates';

describe('fallback coordinates', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `01JV${String(i).padStart(22, '0')}`);

  it('are the same for the same listing every time (never a random jump between renders)', () => {
    for (const id of ids.slice(0, 20)) expect(fallbackCoordinates(id)).toEqual(fallbackCoordinates(id));
    // Pinned: a change to the hash would move every such pin for everyone.
    const pinned = fallbackCoordinates('01JVFIXED00000000000000001');
    expect(pinned.lat).toBeCloseTo(30.250225151961484, 12);
    expect(pinned.lng).toBeCloseTo(-97.73740460207163, 12);
  });

  it('stay near the centre and spread different listings apart', () => {
    const points = ids.map(fallbackCoordinates);
    for (const { lat, lng } of points) {
      expect(Math.abs(lat - AUSTIN_CENTER.lat)).toBeLessThanOrEqual(FALLBACK_SPREAD.lat);
      expect(Math.abs(lng - AUSTIN_CENTER.lng)).toBeLessThanOrEqual(FALLBACK_SPREAD.lng);
    }
    expect(new Set(points.map((p) => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`)).size).toBe(ids.length);
    // Both halves of the area are used, in both directions.
    expect(points.some((p) => p.lat > AUSTIN_CENTER.lat) && points.some((p) => p.lat < AUSTIN_CENTER.lat)).toBe(true);
    expect(points.some((p) => p.lng > AUSTIN_CENTER.lng) && points.some((p) => p.lng < AUSTIN_CENTER.lng)).toBe(true);
  });

  it('are used only when the listing has no coordinates of its own', () => {
    expect(coordinatesOf({ id: 'a', coordinates: { lat: 30.3, lng: -97.7 } })).toEqual({ coordinates: { lat: 30.3, lng: -97.7 }, isApproximate: false });
    expect(coordinatesOf({ id: 'a', coordinates: null })).toEqual({ coordinates: fallbackCoordinates('a'), isApproximate: true });
  });
});
