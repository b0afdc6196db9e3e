import { useEffect } from 'react';
import type { TBounds } from '../components/map/lib/bounds';
import type { TMapCanvasProps, TMoveCause } from '../components/map/canvas/maplibre-canvas';

/** A camera move the fake offers as a button: what a person's gesture or a cluster's zoom would report. */
export type TFakeGesture = { name: string; bbox: TBounds; zoom: number; cause: TMoveCause };

/**
 * MapLibre needs WebGL, which jsdom lacks: a test replaces the canvas module with this one (
 * `vi.mock(path, async () => (await import('…/testing/fake-map-canvas')).fakeMapCanvasModule({ … }))`).
 * The map is a region holding its pins as buttons (`data-fit`: the fitted box, `data-clusters`: the clusters'
 * counts); beside it, a button per cluster (its zoom) and per gesture. With `fitZoom` the fake reports each
 * fit as a camera at that zoom, as the map does when it places itself.
 */
export function fakeMapCanvasModule(options: { fitZoom?: number; gestures?: readonly TFakeGesture[] } = {}) {
  const { fitZoom, gestures = [] } = options;
  function FakeMapCanvas({ fit, clusters, pins, selectedId, onSelectPin, onMove, label }: TMapCanvasProps) {
    useEffect(() => {
      if (fitZoom !== undefined) onMove({ bbox: fit.bbox, zoom: fitZoom }, 'fit');
    }, [fit.key]);
    return (
      <>
        <div
          role="region"
          aria-label={label}
          data-fit={fit.bbox.map((n) => Number(n.toFixed(3))).join(',')}
          data-clusters={clusters.map((c) => c.count).join(',')}
        >
          {pins.map((p) => (
            <button key={p.id} type="button" aria-label={p.label} aria-pressed={p.id === selectedId} onClick={() => onSelectPin(p.id)}>
              {p.text}
            </button>
          ))}
        </div>
        {clusters.map((c) => (
          <button key={c.cell} type="button" onClick={() => onMove({ bbox: [c.lng - 0.1, c.lat - 0.1, c.lng + 0.1, c.lat + 0.1], zoom: 12.5 }, 'cluster')}>
            {`${c.count} open houses here: zoom in`}
          </button>
        ))}
        {gestures.map((g) => (
          <button key={g.name} type="button" onClick={() => onMove({ bbox: g.bbox, zoom: g.zoom }, g.cause)}>
            {g.name}
          </button>
        ))}
      </>
    );
  }
  return { default: FakeMapCanvas };
}
