import { lazy, Suspense, Component, useEffect, useRef, type ReactNode } from 'react';
import { fetchStateShapes } from './state-shapes';
import { useHasComeNear } from '../../../lib/use-has-come-near';
import type { TMapCanvasProps } from './maplibre-canvas';

export type { TFitPadding, TMapCamera, TMapCanvasProps, TMoveCause, TMapClusterMarker } from './maplibre-canvas';

/** MapLibre (about 250 KB gzip with its worker) loads only on a screen that shows a map, after the page. */
const MapLibreCanvas = lazy(() => import('./maplibre-canvas'));

class MapErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div role="alert" className="flex h-full items-center justify-center bg-slate-100 p-6 text-center text-sm text-slate-700">
        The map could not start in this browser. The list still shows the open houses of the area.
      </div>
    );
  }
}

/**
 * The map: a still box of its size until it comes near the viewport (a dashboard's map below a phone's first
 * screen costs nothing until scrolled to), a busy one while MapLibre loads, a plain message if it cannot start
 * (no WebGL).
 */
export function MapCanvas(props: TMapCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hasComeNear = useHasComeNear(boxRef, '200px');
  // The land comes with the map's first frame: its shapes download beside MapLibre's code.
  useEffect(() => {
    if (hasComeNear) void fetchStateShapes();
  }, [hasComeNear]);
  if (!hasComeNear) return <div ref={boxRef} role="region" aria-label={props.label} className="h-full w-full bg-[#f4f1e8]" />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={<div role="region" aria-label={props.label} aria-busy="true" className="h-full w-full animate-pulse bg-[#f4f1e8]" />}>
        <MapLibreCanvas {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
