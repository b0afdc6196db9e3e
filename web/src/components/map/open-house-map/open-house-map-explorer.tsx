import { MapPinned, SearchX } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_MAP_TIME_FILTER, MAP_PRICE_MAX } from '@shared/constants/open-house';
import { useMapOpenHouses, type TMapSource } from '../api/get-map-open-houses';
import { formatNumber } from '../../../lib/format';
import { boundsAround, CONTIGUOUS_US } from '../lib/bounds';
import { mapCounts, mapListings, type TMapFilters } from '../lib/map-listings';
import { pinClusterIndex, type TClusteredPins } from '../lib/pin-clusters';
import { pinMarkers } from '../lib/pin-markers';
import { useNow } from '../../../lib/use-now';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { MapCounts } from './map-counts';
import { MapFiltersBar } from './map-filters';
import { MapCanvas, type TFitPadding, type TMapCamera } from '../canvas/map-canvas';
import { MapLegend } from './map-legend';
import { cardElementId, MapListingList } from './map-listing-list';

export type TMapEmptyState = { title: string; description: string; action?: ReactNode };

type TOpenHouseMapExplorerProps = {
  source: TMapSource;
  /** Names the map and the list for assistive technology ('Your Open Houses'). */
  label: string;
  /** When the source has no open house at all: said plainly, never filled with made-up examples. */
  emptyState: TMapEmptyState;
  headingLevel?: 2 | 3;
};

const INITIAL_FILTERS: TMapFilters = { timeFilter: DEFAULT_MAP_TIME_FILTER, maxPrice: MAP_PRICE_MAX };

/** Room in pixels for a price label half its width beside its point, the zoom buttons (top right) and the attribution (bottom). */
const PIN_PADDING: TFitPadding = { top: 36, bottom: 44, left: 44, right: 56 };

/**
 * Open houses on the MapLibre map (loaded lazily, as on /map) and in a list, for any map source: filters
 * (when, max price), the counts, the pins (clustered when close) and the cards. The map fits the pins shown wherever they are; a
 * listing without coordinates is in the list only. Selecting a pin selects its card and the other way
 * round. Times are judged in each listing's own zone at the current minute.
 */
export function OpenHouseMapExplorer({ source, label, emptyState, headingLevel = 2 }: TOpenHouseMapExplorerProps) {
  const scope = `map${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const query = useMapOpenHouses(source);
  const now = useNow();
  const isReducedMotion = usePrefersReducedMotion();
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const listings = useMemo(() => (query.data ? mapListings(query.data.properties, filters, now) : []), [query.data, filters, now]);
  const counts = useMemo(() => mapCounts(listings, now), [listings, now]);
  const pins = useMemo(() => pinMarkers(listings), [listings]);
  // Close pins join clusters for the camera (which is the person's once placed); the selected pin always stands alone.
  const [camera, setCamera] = useState<TMapCamera | null>(null);
  const clusterIndex = useMemo(() => pinClusterIndex(pins.filter((pin) => pin.id !== selectedId)), [pins, selectedId]);
  const shown = useMemo((): TClusteredPins => {
    if (!camera) return { clusters: [], pins };
    const clustered = clusterIndex(camera.bbox, camera.zoom);
    const selectedPin = pins.find((pin) => pin.id === selectedId);
    return selectedPin ? { clusters: clustered.clusters, pins: [...clustered.pins, selectedPin] } : clustered;
  }, [camera, clusterIndex, pins, selectedId]);
  // The canvas refits when the key changes: when the pins' box does (a filter), not on each minute's new array.
  const fitBox = boundsAround(pins) ?? CONTIGUOUS_US;
  const fit = { bbox: fitBox, key: fitBox.join(','), padding: PIN_PADDING };

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">Loading open houses…</span>
        <div className="aspect-[4/3] w-full animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorAlert>
        <p>We could not load the open houses. Please try again.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  if (query.data.properties.length === 0) {
    return (
      <EmptyState icon={MapPinned} title={emptyState.title} headingLevel={headingLevel} action={emptyState.action}>
        {emptyState.description}
      </EmptyState>
    );
  }

  const unpinnedCount = listings.length - pins.length;
  const selected = listings.some((listing) => listing.property.id === selectedId) ? selectedId : null;
  const selectFromPin = (propertyId: string) => {
    setSelectedId(propertyId);
    document.getElementById(cardElementId(scope, propertyId))?.scrollIntoView({ block: 'nearest', behavior: isReducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className="@container space-y-4">
      <MapFiltersBar filters={filters} onChange={setFilters} />
      <MapCounts counts={counts} timeFilter={filters.timeFilter} />
      <div className="grid grid-cols-1 gap-4 @3xl:grid-cols-5">
        <div className="space-y-2 @3xl:col-span-3">
          <div className="relative aspect-square w-full overflow-hidden rounded-xl border border-slate-200 @md:aspect-[4/3]">
            <MapCanvas
              fit={fit}
              clusters={shown.clusters}
              pins={shown.pins}
              selectedId={selected}
              onSelectPin={selectFromPin}
              onMove={setCamera}
              label={`${label}: map pins`}
            />
          </div>
          <MapLegend />
          {unpinnedCount > 0 && (
            <p className="text-xs text-slate-600">
              {unpinnedCount === 1 ? '1 open house has' : `${formatNumber(unpinnedCount)} open houses have`} no map location yet:{' '}
              {unpinnedCount === 1 ? 'it is' : 'they are'} in the list.
            </p>
          )}
        </div>
        {/* Beside the map the list scrolls within the map's height; under it (a phone) it simply follows the map. */}
        <div className="relative @3xl:col-span-2">
          <div className="p-1 @3xl:absolute @3xl:inset-0 @3xl:overflow-y-auto">
            {listings.length === 0 ? (
              <EmptyState icon={SearchX} title="No open houses match these filters" headingLevel={3}>
                Try a longer period or a higher max price.
              </EmptyState>
            ) : (
              <MapListingList scope={scope} listings={listings} selectedId={selected} onSelect={setSelectedId} label={label} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
