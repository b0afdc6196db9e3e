import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MapCounts } from '../../../components/map/open-house-map/map-counts';
import { FairHousingNotice } from '../../../components/fair-housing/fair-housing-notice';
import { MapFiltersBar } from '../../../components/map/open-house-map/map-filters';
import { MapLegend } from '../../../components/map/open-house-map/map-legend';
import { cardElementId } from '../../../components/map/open-house-map/map-listing-list';
import { mapCounts, type TMapFilters } from '../../../components/map/lib/map-listings';
import { CONTIGUOUS_US, type TBounds } from '../../../components/map/lib/bounds';
import { mergeOverlappingClusters } from '../lib/merge-overlapping-clusters';
import { pinMarkers } from '../../../components/map/lib/pin-markers';
import { useNow } from '../../../lib/use-now';
import { useMapViewport } from '../api/get-map-viewport';
import { inViewCountText, pinsToListings } from '../lib/in-view-list';
import { formatBbox, mapViewFromSearchParams, writeMapView, type TMapView } from '../lib/map-view-url';
import { useIsWideScreen } from '../lib/use-is-wide-screen';
import { listRequest } from '../lib/viewport-query';
import { MapCanvas, type TMapCamera, type TMoveCause } from '../../../components/map/canvas/map-canvas';
import { MapInViewList } from './map-in-view-list';
import { MapSelectedCard } from './map-selected-card';

export const MAP_LABEL = 'Map of open houses';

/** After a pan or zoom by hand ends, the list and the URL follow the camera once it has rested this long. */
export const FOLLOW_CAMERA_MS = 400;

/**
 * The national map and the list that follows it. The URL holds the searched area (`bbox`, `place`) and the
 * filters: the list shows that area's open houses. A pan or zoom by hand moves the list and the URL (replaced,
 * not a new history entry) to the camera once the move has rested; a cluster's zoom moves them at once (a new
 * entry, as a search does); a new `bbox` in the URL (a shared link, the location search) moves the map.
 */
export function NationalMap() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = mapViewFromSearchParams(searchParams);
  const searched = view.bbox ?? CONTIGUOUS_US;
  const searchedKey = formatBbox(searched);
  // The server applies the price range and bedrooms; the pins are only narrowed here by the window (and no ceiling).
  const filters: TMapFilters = { timeFilter: view.when, maxPrice: Number.POSITIVE_INFINITY, includeUnderContract: view.includeUnderContract };
  const requestFilters = {
    when: view.when,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    minBedrooms: view.minBedrooms,
    includeUnderContract: view.includeUnderContract,
  };
  const now = useNow();

  const [camera, setCamera] = useState<TMapCamera | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A phone opens on the list: MapLibre (some 300 KB of script and a WebGL start) loads when Map is chosen.
  const isWide = useIsWideScreen();
  const [panel, setPanel] = useState<'map' | 'list'>('list');
  const [hasShownMap, setHasShownMap] = useState(false);
  const isMapMounted = isWide || panel === 'map' || hasShownMap;
  const filtersId = useId();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);

  // A box this screen wrote itself is where the camera already is; any other (a link, the search box) is fitted.
  const ownKey = useRef<string | null>(null);
  // Fits are numbered: a box fitted before (Denver, a pan by hand, Denver again) moves the camera again.
  const [fitted, setFitted] = useState({ bbox: searched, count: 0 });
  useEffect(() => {
    if (searchedKey === ownKey.current) return;
    ownKey.current = null;
    setFitted((previous) => ({ bbox: searched, count: previous.count + 1 }));
  }, [searchedKey]);
  const fit = useMemo(() => ({ bbox: fitted.bbox, key: String(fitted.count) }), [fitted]);

  const updateView = (changes: Partial<TMapView>, replace = !('bbox' in changes)) =>
    setSearchParams((current) => writeMapView(current, changes), { replace, preventScrollReset: true });
  const searchArea = (bbox: TBounds, replace: boolean) => {
    const box = withinWorld(bbox);
    ownKey.current = formatBbox(box);
    updateView({ bbox: box }, replace);
  };
  const followTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(followTimer.current), []);
  const onMove = (next: TMapCamera, cause: TMoveCause) => {
    setCamera(next);
    clearTimeout(followTimer.current);
    if (cause === 'user') followTimer.current = setTimeout(() => searchArea(next.bbox, true), FOLLOW_CAMERA_MS);
    if (cause === 'cluster') searchArea(next.bbox, false);
  };

  const markers = useMapViewport(camera ? { bbox: camera.bbox, zoom: camera.zoom, filters: requestFilters } : null);
  const list = useMapViewport(listRequest(searched, requestFilters));

  const { timeFilter, maxPrice, includeUnderContract } = filters;
  // Clusters that would overlap on screen are drawn as one; a cluster of one is drawn as its listing's price pin.
  const zoom = camera?.zoom ?? 0;
  const shownClusters = useMemo(() => mergeOverlappingClusters(markers.data?.clusters ?? [], zoom), [markers.data, zoom]);
  const bubbles = useMemo(() => shownClusters.filter((cluster) => !('single' in cluster && cluster.single)), [shownClusters]);
  const markerPins = useMemo(
    () => [...(markers.data?.pins ?? []), ...shownClusters.flatMap((cluster) => ('single' in cluster && cluster.single ? [cluster.single] : []))],
    [markers.data, shownClusters],
  );
  const pinListings = useMemo(
    () => pinsToListings(markerPins, { timeFilter, maxPrice, includeUnderContract }, now),
    [markerPins, timeFilter, maxPrice, includeUnderContract, now],
  );
  const listListings = useMemo(
    () => pinsToListings(list.data?.pins ?? [], { timeFilter, maxPrice, includeUnderContract }, now),
    [list.data, timeFilter, maxPrice, includeUnderContract, now],
  );
  const pins = useMemo(() => pinMarkers(pinListings), [pinListings]);
  // A pin's card opens over the map; choosing a card in the list only marks its pin.
  const [popupId, setPopupId] = useState<string | null>(null);
  const popup = popupId ? (pinListings.find((l) => l.property.id === popupId) ?? null) : null;

  const selectFromPin = (id: string) => {
    setSelectedId(id);
    setPopupId(id);
    document.getElementById(cardElementId('map-list', id))?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className="space-y-3">
      {/* On a phone the filters fold away behind "Filters", so the first results are on the first screen. */}
      <div id={filtersId} className={clsx('lg:block', !areFiltersOpen && 'hidden')}>
        <MapFiltersBar
          filters={filters}
          onChange={(next) => updateView({ when: next.timeFilter, includeUnderContract: Boolean(next.includeUnderContract) })}
          searchFilters={{ minPrice: view.minPrice, maxPrice: view.maxPrice, minBedrooms: view.minBedrooms }}
          onSearchFiltersChange={updateView}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A line of its own, held open before the count arrives, so nothing below moves when it does. */}
        <p role="status" aria-live="polite" className="min-h-5 w-full text-sm font-medium text-slate-800 lg:w-auto">
          {list.data ? inViewCountText(list.data) : ''}
          {list.data?.truncated && <span className="font-normal text-slate-600"> (the first {list.data.pins.length} are listed: zoom in for the rest)</span>}
        </p>
        <div className="flex gap-2 lg:hidden">
          <button
            type="button"
            aria-expanded={areFiltersOpen}
            aria-controls={filtersId}
            onClick={() => setAreFiltersOpen((open) => !open)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters
          </button>
          <div role="group" aria-label="Show the map or the list" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
            {(['map', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={panel === option}
                onClick={() => {
                  setPanel(option);
                  if (option === 'map') setHasShownMap(true);
                }}
                className={clsx(
                  'rounded-md px-4 py-1.5 text-sm font-medium',
                  panel === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {option === 'map' ? 'Map' : 'List'}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className={clsx('space-y-2 lg:col-span-3', panel === 'list' && 'hidden lg:block')}>
          {/* On a desktop the map ends above the fold, so a chosen pin's card (at its bottom) is seen. */}
          <div className="relative h-[55vh] min-h-80 overflow-hidden rounded-xl border border-slate-200 lg:h-[calc(100dvh-19rem)] lg:min-h-96">
            {isMapMounted && (
              <MapCanvas fit={fit} clusters={bubbles} pins={pins} selectedId={selectedId} onSelectPin={selectFromPin} onMove={onMove} label={MAP_LABEL} />
            )}
            {popup && <MapSelectedCard listing={popup} onClose={() => setPopupId(null)} />}
          </div>
          <MapLegend />
        </div>
        <div className={clsx('relative lg:col-span-2', panel === 'map' && 'hidden lg:block')}>
          <div className="space-y-3 p-1 lg:absolute lg:inset-0 lg:overflow-y-auto">
            <div className="hidden sm:block">
              <MapCounts counts={mapCounts(listListings, now)} timeFilter={view.when} />
            </div>
            <MapInViewList
              key={searchedKey}
              answer={list.data}
              isError={list.isError}
              onRetry={() => void list.refetch()}
              listings={listListings}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          </div>
        </div>
      </div>
      {/* Below the map and its list, and only once the list has answered: on a phone an empty list would let it
          sit near the top and then jump down as the results arrive. */}
      {(list.data || list.isError) && <FairHousingNotice />}
    </div>
  );
}

/** A zoomed-out camera sees beyond the world's edges; the URL keeps a box of real coordinates. */
const withinWorld = ([west, south, east, north]: TBounds): TBounds => [Math.max(west, -180), Math.max(south, -85), Math.min(east, 180), Math.min(north, 85)];
