import 'maplibre-gl/dist/maplibre-gl.css';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { CONTIGUOUS_US } from '../lib/bounds';
import { MAP_STYLE_URL } from '../canvas/map-style';
import { isTouch, revealWater, siteFiles } from '../canvas/maplibre-canvas';
import type { TLatLng } from '../../../lib/geo';
import { PinPickerUnavailable, type TPinPickerProps } from './pin-picker';

/** The zoom a placed pin is shown at: a few streets around it. */
const PIN_ZOOM = 15;
/** One arrow-key press moves the pin about 10 m. */
const NUDGE_DEGREES = 0.0001;
const NUDGES: Record<string, [dLng: number, dLat: number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const toLatLng = ({ lat, lng }: TLatLng): TLatLng => ({ lat: round(lat), lng: round(lng) });

/**
 * The listing form's small map (MapLibre, the map feature's base style): one pin that can be dragged, moved with
 * the arrow keys once focused, or put where the map is clicked. Loaded only when the form shows it.
 */
export default function MapLibrePinPicker({ position, onPlace, label, isDisabled }: TPinPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onPlaceRef = useRef(onPlace);
  onPlaceRef.current = onPlace;
  const [hasFailed, setHasFailed] = useState(false);
  const [mapVersion, setMapVersion] = useState(0);

  useEffect(() => {
    let isCancelled = false;
    let map: MapLibreMap | null = null;
    siteFiles()
      .then(({ style }) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        map = new MapLibreMap({
          container,
          style,
          ...(position ? { center: [position.lng, position.lat], zoom: PIN_ZOOM } : { bounds: [...CONTIGUOUS_US] as [number, number, number, number] }),
          attributionControl: false,
          // On a touch screen one finger scrolls the form, two move the map (as on the map screens).
          cooperativeGestures: isTouch(),
          dragRotate: false,
          pitchWithRotate: false,
          maxZoom: 19,
        });
        map.touchZoomRotate.disableRotation();
        revealWater(map);
        map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        map.addControl(
          new AttributionControl({ compact: true, customAttribution: MAP_STYLE_URL ? undefined : 'Boundaries: US Census Bureau (us-atlas)' }),
          'bottom-right',
        );
        map.on('click', (event) => onPlaceRef.current(toLatLng(event.lngLat)));
        mapRef.current = map;
        setMapVersion((version) => version + 1);
      })
      .catch(() => setHasFailed(true));
    return () => {
      isCancelled = true;
      map?.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is made once; the pin follows `position` below.
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!position) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const pin = document.createElement('button');
      pin.type = 'button';
      pin.className =
        'size-6 rounded-full border-4 border-white bg-brand-700 shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';
      pin.setAttribute('aria-label', 'Listing pin: drag it, or focus it and use the arrow keys, to move it');
      pin.addEventListener('keydown', (event) => {
        const nudge = NUDGES[event.key];
        const marker = markerRef.current;
        if (!nudge || !marker) return;
        event.preventDefault();
        const at = marker.getLngLat();
        onPlaceRef.current(toLatLng({ lng: at.lng + nudge[0] * NUDGE_DEGREES, lat: at.lat + nudge[1] * NUDGE_DEGREES }));
      });
      const marker = new Marker({ element: pin, draggable: !isDisabled }).setLngLat([position.lng, position.lat]).addTo(map);
      marker.on('dragend', () => onPlaceRef.current(toLatLng(marker.getLngLat())));
      markerRef.current = marker;
      if (map.getZoom() < PIN_ZOOM - 3) map.jumpTo({ center: [position.lng, position.lat], zoom: PIN_ZOOM });
    } else {
      markerRef.current.setLngLat([position.lng, position.lat]);
    }
    markerRef.current.setDraggable(!isDisabled);
  }, [position, mapVersion, isDisabled]);

  if (hasFailed) return <PinPickerUnavailable label={label} />;
  return <div ref={containerRef} className="h-full w-full" role="region" aria-label={label} />;
}
