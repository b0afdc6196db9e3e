import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SaveSearchButton } from '../../../components/saved-search/save-search-button';
import { PageTitle } from '../../../components/ui/page-title';
import { searchFromMap } from '../../../lib/saved-search';
import { mapViewFromSearchParams } from '../lib/map-view-url';
import { MapRegionPicker } from './map-region-picker';
import { NationalMap } from './national-map';

/** The page's title: the searched place ('Denver Open Houses'), else the area or the whole country. */
export function mapTitle(place: string | null, hasBox: boolean): string {
  if (place) return `${place} Open Houses`;
  return hasBox ? 'Open Houses in This Area' : 'Open Houses Across the US';
}

type TMapScreenProps = {
  /**
   * The location search box, mounted in the header (the lead passes it from the routes). It navigates to
   * `/map?bbox=w,s,e,n&place=<label>`, which this screen fits and titles.
   */
  searchSlot?: ReactNode;
};

/** /map, public: open houses anywhere in the US, on a map and in the list of the area. The layout picks the header by role. */
export function MapScreen({ searchSlot }: TMapScreenProps) {
  const [searchParams] = useSearchParams();
  const view = mapViewFromSearchParams(searchParams);
  const title = mapTitle(view.place, view.bbox !== null);
  return (
    <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 sm:px-6 lg:px-8">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 hidden max-w-md text-sm text-slate-600 sm:block">
            Open houses happening now and coming up, on the map and in a list. Times are each listing's local time.
          </p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          {searchSlot && <div className="w-full sm:w-80">{searchSlot}</div>}
          <MapRegionPicker />
          <SaveSearchButton search={searchFromMap(view)} />
        </div>
      </div>
      <h2 className="sr-only">Open houses on the map and in the list</h2>
      <NationalMap />
    </div>
  );
}
