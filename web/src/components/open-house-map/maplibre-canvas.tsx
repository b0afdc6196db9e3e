import 'maplibre-gl/dist/maplibre-gl.css';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource, type MapEventType } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect, useRef, useState } from 'react';
import type { TBounds } from '../../lib/map/bounds';
import { COUNTIES_MIN_ZOOM, MAP_STYLE_URL, OFFLINE_STYLE } from '../../lib/map/map-style';
import type { TMapClusterMarker } from '../../lib/map/pin-clusters';
import type { TMapPinMarker } from '../../lib/map/pin-markers';
import { PIN_COLORS } from './pin-styles';

/**
 * The files the map needs from the site: MapLibre's worker (same origin, so the CSP needs no blob: worker) and
 * the us-atlas shapes. Imported when a map is made, not with this module: the component tests load the app's
 * modules without ever making a map.
 */
export const siteFiles = async () => {
  const [worker, states, counties] = await Promise.all([
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('us-atlas/states-10m.json?url'),
    import('us-atlas/counties-10m.json?url'),
  ]);
  setWorkerUrl(worker.default);
  return { statesUrl: states.default, countiesUrl: counties.default };
};

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

export async function loadShapes(url: string, object: 'states' | 'counties') {
  const topology = (await (await fetch(url)).json()) as Topology<Record<string, GeometryCollection>>;
  const shapes = topology.objects[object];
  if (!shapes) throw new Error(`us-atlas has no ${object}`);
  return feature(topology, shapes);
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

  function makeMap(container: HTMLDivElement, { statesUrl, countiesUrl }: Awaited<ReturnType<typeof siteFiles>>): MapLibreMap {
    const map = new MapLibreMap({
      container,
      style: MAP_STYLE_URL ?? OFFLINE_STYLE,
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
    map.addControl(new AttributionControl({ compact: true, customAttribution: MAP_STYLE_URL ? undefined : 'Boundaries: US Census Bureau (us-atlas)' }), 'bottom-right');
    map.getCanvas().setAttribute('aria-label', label);
    mapRef.current = map;
    // The camera is placed already: the screen can ask for its markers before the style has loaded.
    callbacks.current.onMove(cameraOf(map), 'fit');

    let hasCounties = false;
    const loadCounties = () => {
      if (MAP_STYLE_URL || hasCounties || map.getZoom() < COUNTIES_MIN_ZOOM - 0.5) return;
      hasCounties = true;
      void loadShapes(countiesUrl, 'counties').then((shapes) => map.getSource<GeoJSONSource>('counties')?.setData(shapes));
    };
    map.on('load', () => {
      if (!MAP_STYLE_URL) void loadShapes(statesUrl, 'states').then((shapes) => map.getSource<GeoJSONSource>('states')?.setData(shapes));
      loadCounties();
      callbacks.current.onMove(cameraOf(map), 'fit');
    });
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
  return <div ref={containerRef} className="h-full w-full" role="region" aria-label={label} />;
}
