import Supercluster from 'supercluster';
import type { TBounds } from './bounds';
import type { TMapPinMarker } from './pin-markers';

/** A cluster on the map: how many it holds, where, and (when known) the zoom at which it splits. */
export type TMapClusterMarker = { cell: string; count: number; lat: number; lng: number; expansionZoom?: number };

export type TClusteredPins = { clusters: TMapClusterMarker[]; pins: TMapPinMarker[] };

/** Pins whose points are closer than this many screen pixels join a cluster: a price label is about 60 wide. */
const CLUSTER_RADIUS_PX = 50;
/** Above this zoom every pin stands alone (the map zooms to 18; pins at one address never separate otherwise). */
const CLUSTER_MAX_ZOOM = 16;

/**
 * Clusters a screen's own pins in the browser (supercluster: a dashboard holds tens to hundreds, where
 * `/map` gets its clusters from the server): for a camera, the clusters and the pins that stand alone.
 */
export function pinClusterIndex(pins: readonly TMapPinMarker[]): (bbox: TBounds, zoom: number) => TClusteredPins {
  const index = new Supercluster<{ pin: TMapPinMarker }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(pins.map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] }, properties: { pin } })));
  return (bbox, zoom) => {
    const clustered: TClusteredPins = { clusters: [], pins: [] };
    for (const feature of index.getClusters([bbox[0], bbox[1], bbox[2], bbox[3]], zoom)) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      if ('cluster_id' in feature.properties) {
        const { cluster_id: id, point_count: count } = feature.properties;
        clustered.clusters.push({ cell: `cluster-${id}`, count, lat, lng, expansionZoom: index.getClusterExpansionZoom(id) });
      } else {
        clustered.pins.push(feature.properties.pin);
      }
    }
    return clustered;
  };
}
