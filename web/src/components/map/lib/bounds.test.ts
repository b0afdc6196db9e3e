import { boundsAround } from './bounds';

describe('the box a map is fitted to', () => {
  it('holds every point with a margin of 15 % each side', () => {
    const [west, south, east, north] =
      boundsAround([
        { lat: 39.6, lng: -105.1 },
        { lat: 39.9, lng: -104.8 },
        { lat: 39.7, lng: -105 },
      ]) ?? [];
    expect([west, south, east, north].map((n) => Number(n?.toFixed(3)))).toEqual([-105.145, 39.555, -104.755, 39.945]);
  });

  it('shows a neighbourhood around a single point, not its roof', () => {
    const [west, south, east, north] = boundsAround([{ lat: 33.749, lng: -84.388 }]) ?? [0, 0, 0, 0];
    expect(east - west).toBeCloseTo(0.026);
    expect(north - south).toBeCloseTo(0.026);
    expect((west + east) / 2).toBeCloseTo(-84.388);
  });

  it('has no box without a point', () => {
    expect(boundsAround([])).toBeNull();
  });
});
