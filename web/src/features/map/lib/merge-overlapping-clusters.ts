import type { TMapClusterMarker } from '../../../components/map/lib/pin-clusters';

/**
 * How far apart two markers' centres must be, in screen pixels, not to touch: a count bubble is up to 48 px
 * across, a price pin (a cluster of one) about 60 × 24.
 */
const CLEAR_X_PX = 64;
const CLEAR_Y_PX = 48;
/** MapLibre's world is 512 pixels wide at zoom 0. */
const WORLD_PX = 512;

type TScreenCluster<T> = { marker: T | TMapClusterMarker; x: number; y: number };

/** A point's place on the Web Mercator world in pixels at a zoom (MapLibre's projection). */
export function worldPixels(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = WORLD_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/**
 * The server counts clusters per geohash cell, so two cells' clusters can sit a few pixels apart (Atlanta's "3"
 * drawn over a "1"). Any two that would touch on screen at this zoom become one, counted together at the mean
 * place of their listings, the larger absorbing the smaller first, until none touch. A merged cluster is a count
 * (never a cluster of one's price pin); clusters that touch nothing come back as they were.
 */
export function mergeOverlappingClusters<T extends TMapClusterMarker>(clusters: readonly T[], zoom: number): (T | TMapClusterMarker)[] {
  const placed: TScreenCluster<T>[] = [...clusters]
    .sort((a, b) => b.count - a.count)
    .map((marker) => ({ marker, ...worldPixels(marker.lat, marker.lng, zoom) }));
  let hasMerged = true;
  while (hasMerged) {
    hasMerged = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        if (Math.abs(a.x - b.x) >= CLEAR_X_PX || Math.abs(a.y - b.y) >= CLEAR_Y_PX) continue;
        const count = a.marker.count + b.marker.count;
        const lat = (a.marker.lat * a.marker.count + b.marker.lat * b.marker.count) / count;
        const lng = (a.marker.lng * a.marker.count + b.marker.lng * b.marker.count) / count;
        placed[i] = { marker: { cell: `${a.marker.cell}+${b.marker.cell}`, count, lat, lng }, ...worldPixels(lat, lng, zoom) };
        placed.splice(j, 1);
        j = i;
        hasMerged = true;
      }
    }
  }
  return placed.map(({ marker }) => marker);
}
