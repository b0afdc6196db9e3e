import 'maplibre-gl/dist/maplibre-gl.css';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource, type MapEventType } from 'maplibre-gl';
import { feature } from 'topojson-client';
import { useEffect, useRef, useState } from 'react';
import type { TBounds } from '../lib/bounds';
import { COUNTIES_MIN_ZOOM, LAND_COLOR, MAP_STYLE_URL, offlineStyle, WATER_COLOR } from './map-style';
import { fetchStateShapes, type TShapesTopology } from './state-shapes';
import type { TMapClusterMarker } from '../lib/pin-clusters';
import type { TMapPinMarker } from '../lib/pin-markers';
import { PIN_COLORS } from './pin-styles';

/**
 * What the map needs from the site before it is made: MapLibre's worker (same origin, so the CSP needs no blob:
 * worker), its style (the offline one with the state shapes in it, so the first frame draws land), and where the
 * county shapes are. Imported when a map is made, not with this module: the component tests load the app's
 * modules without ever making a map.
 */
export const siteFiles = async () => {
  const [worker, counties, states] = await Promise.all([
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('us-atlas/counties-10m.json?url'),
    fetchStateShapes(),
  ]);
  setWorkerUrl(worker.default);
  // With the shapes in hand the map starts as land (what a city view is) and shows the water once they are drawn
  // (revealWater), rather than a blank sea while its worker tiles them.
  return { style: MAP_STYLE_URL ?? (states ? offlineStyle(shapesOf(states, 'states'), LAND_COLOR) : offlineStyle()), countiesUrl: counties.default };
};

/** The offline base map's sea, once the state shapes of the view are drawn (see siteFiles). */
export function revealWater(map: MapLibreMap): void {
  if (MAP_STYLE_URL) return;
  const onData = (event: MapEventType['sourcedata']) => {
    if (event.sourceId !== 'states' || !map.isSourceLoaded('states')) return;
    map.setPaintProperty('water', 'background-color', WATER_COLOR);
    map.off('sourcedata', onData);
  };
  map.on('sourcedata', onData);
}

/** What the map says of the offline base map, over its top left corner (a street zoom otherwise looks like a blank page). */
export const OFFLINE_MAP_NOTE = 'Offline base map: state and county lines only';

export type TMapCamera = { bbox: TBounds; zoom: number };
/** Why the camera moved: a person's gesture, a cluster's zoom, or fitting a box the page asked for. */
export type TMoveCause = 'user' | 'cluster' | 'fit';
export type { TMapClusterMarker };

export type TFitPadding = { top: number; bottom: number; left: number; right: number };
const EDGE_PADDING = 8;

export type TMapCanvasProps = {
  /**
   * The camera fits this box whenever `key` changes (the first one places the map), `padding` pixels inside
   * the map's edges (8 unless given: a map fitted to its own pins keeps their price labels clear of the edges and controls).
   */
  fit: { bbox: TBounds; key: string; padding?: TFitPadding };
  clusters: readonly TMapClusterMarker[];
  pins: readonly TMapPinMarker[];
  selectedId: string | null;
  onSelectPin: (id: string) => void;
  onMove: (camera: TMapCamera, cause: TMoveCause) => void;
  label: string;
};

export const isTouch = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

function shapesOf(topology: TShapesTopology, object: 'states' | 'counties') {
  const shapes = topology.objects[object];
  if (!shapes) throw new Error(`us-atlas has no ${object}`);
  return feature(topology, shapes);
}

export async function loadShapes(url: string, object: 'states' | 'counties') {
  return shapesOf((await (await fetch(url)).json()) as TShapesTopology, object);
}

const cameraOf = (map: MapLibreMap): TMapCamera => {
  const bounds = map.getBounds();
  return { bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom() };
};

/** Pins and clusters are buttons (named, focusable, in reading order) rather than canvas symbols, which need a glyph server. */
function markerButton(className: string, text: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.textContent = text;
  button.setAttribute('aria-label', label);
  return button;
}

/**
 * The MapLibre map (the one module that imports maplibre-gl, so tests replace it): the offline US base
 * map or the configured style, cluster and pin markers, zoom buttons. On a touch screen one finger scrolls
 * the page and two move the map (cooperative gestures), so the map never traps the page's scroll.
 */
export default function MapLibreCanvas({ fit, clusters, pins, selectedId, onSelectPin, onMove, label }: TMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const callbacks = useRef({ onSelectPin, onMove });
  callbacks.current = { onSelectPin, onMove };
  const pinButtons = useRef(new Map<string, HTMLButtonElement>());
  // Bumped once the map is made (after its files load), so the markers are drawn on it.
  const [mapVersion, setMapVersion] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    let map: MapLibreMap | null = null;
    siteFiles()
      .then((files) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        map = makeMap(container, files);
      })
      .catch(() => setHasFailed(true)); // no WebGL, or the files could not load
    return () => {
      isCancelled = true;
      map?.remove();
      mapRef.current = null;
    };
    // The map is made once; later boxes arrive through `fit.key` below.
  }, []);

  function makeMap(container: HTMLDivElement, { style, countiesUrl }: Awaited<ReturnType<typeof siteFiles>>): MapLibreMap {
    const map = new MapLibreMap({
      container,
      style,
      bounds: [fit.bbox[0], fit.bbox[1], fit.bbox[2], fit.bbox[3]],
      fitBoundsOptions: { padding: fit.padding ?? EDGE_PADDING },
      attributionControl: false,
      cooperativeGestures: isTouch(),
      dragRotate: false,
      pitchWithRotate: false,
      maxZoom: 18,
    });
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(
      new AttributionControl({ compact: true, customAttribution: MAP_STYLE_URL ? undefined : 'Boundaries: US Census Bureau (us-atlas)' }),
      'bottom-right',
    );
    map.getCanvas().setAttribute('aria-label', label);
    mapRef.current = map;
    revealWater(map);
    // The camera is placed already: the screen can ask for its markers before the style has loaded.
    callbacks.current.onMove(cameraOf(map), 'fit');

    // The county lines (0.8 MB) from COUNTIES_MIN_ZOOM: fetched as soon as the camera gets there (a city view at
    // once, not after the style has loaded), drawn once both the shapes and the style are in.
    let hasCounties = false;
    const loadCounties = () => {
      if (MAP_STYLE_URL || hasCounties || map.getZoom() < COUNTIES_MIN_ZOOM - 0.5) return;
      hasCounties = true;
      void loadShapes(countiesUrl, 'counties').then((shapes) => {
        const draw = () => map.getSource<GeoJSONSource>('counties')?.setData(shapes);
        if (map.getSource('counties')) draw();
        else map.once('load', draw);
      });
    };
    loadCounties();
    map.on('load', () => callbacks.current.onMove(cameraOf(map), 'fit'));
    map.on('moveend', (event: MapEventType['moveend'] & { reason?: string }) => {
      loadCounties();
      if (!map.loaded() && !map.isStyleLoaded()) return;
      callbacks.current.onMove(cameraOf(map), event.originalEvent ? 'user' : event.reason === 'cluster' ? 'cluster' : 'fit');
    });
    setMapVersion((version) => version + 1);
    return map;
  }

  const firstKey = useRef(fit.key);
  useEffect(() => {
    if (fit.key === firstKey.current) return;
    firstKey.current = fit.key;
    mapRef.current?.fitBounds([fit.bbox[0], fit.bbox[1], fit.bbox[2], fit.bbox[3]], { padding: fit.padding ?? EDGE_PADDING, animate: false });
  }, [fit]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = clusters.map((cluster) => {
      const text = cluster.count > 999 ? `${Math.round(cluster.count / 100) / 10}k` : String(cluster.count);
      const size = cluster.count >= 100 ? 'size-12' : cluster.count >= 10 ? 'size-10' : 'size-8';
      const button = markerButton(
        `${size} rounded-full border-2 border-white bg-brand-700/90 text-sm font-bold text-white shadow-md hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900`,
        text,
        `${cluster.count} open ${cluster.count === 1 ? 'house' : 'houses'} here: zoom in`,
      );
      const zoom = cluster.expansionZoom ?? Math.min(map.getZoom() + 2.5, 14);
      button.addEventListener('click', () => map.easeTo({ center: [cluster.lng, cluster.lat], zoom }, { reason: 'cluster' }));
      return new Marker({ element: button }).setLngLat([cluster.lng, cluster.lat]).addTo(map);
    });
    const buttons = new Map<string, HTMLButtonElement>();
    for (const pin of pins) {
      const button = markerButton(
        `rounded-full border-2 border-white px-2 py-0.5 text-xs font-bold shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${PIN_COLORS[pin.kind]} text-white`,
        pin.text,
        pin.label,
      );
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        callbacks.current.onSelectPin(pin.id);
      });
      buttons.set(pin.id, button);
      markers.push(new Marker({ element: button }).setLngLat([pin.lng, pin.lat]).addTo(map));
    }
    pinButtons.current = buttons;
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [clusters, pins, mapVersion]);

  useEffect(() => {
    for (const [id, button] of pinButtons.current) {
      const isSelected = id === selectedId;
      button.setAttribute('aria-pressed', String(isSelected));
      button.classList.toggle('ring-4', isSelected);
      button.classList.toggle('ring-slate-900/70', isSelected);
      button.style.zIndex = isSelected ? '10' : '';
    }
  }, [selectedId, pins, mapVersion]);

  if (hasFailed) {
    return (
      <div role="region" aria-label={label} className="flex h-full items-center justify-center bg-slate-100 p-6 text-center text-sm text-slate-700">
        The map could not start in this browser. The list still shows the open houses of the area.
      </div>
    );
  }
  return (
    <div className="relative h-full w-full">
      <div ref={containerRef} className="h-full w-full" role="region" aria-label={label} />
      {!MAP_STYLE_URL && (
        <p className="pointer-events-none absolute top-2 left-2 rounded bg-white/85 px-2 py-0.5 text-xs text-slate-700 shadow-sm">{OFFLINE_MAP_NOTE}</p>
      )}
    </div>
  );
}
