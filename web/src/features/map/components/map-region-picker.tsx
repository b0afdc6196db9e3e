import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { formatBbox, mapViewFromSearchParams, writeMapView } from '../lib/map-view-url';
import { US_REGIONS } from '../lib/us-regions';

const CONTIGUOUS = 'Contiguous US';
const OPTIONS = [CONTIGUOUS, ...US_REGIONS.map((region) => region.name)].map((name) => ({ value: name, label: name }));

/**
 * "Region": the national view shows the contiguous US; Alaska, Hawaii and the territories are one choice away
 * (the map fits the region, the list and the title follow, as a location search does).
 */
export function MapRegionPicker() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { bbox } = mapViewFromSearchParams(searchParams);
  const current = bbox === null ? CONTIGUOUS : (US_REGIONS.find((region) => formatBbox(region.bbox) === formatBbox(bbox))?.name ?? '');
  return (
    <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
      <SelectField
        id={`${id}-region`}
        label="Region"
        value={current}
        placeholder="This area"
        options={OPTIONS}
        onValueChange={(name) => {
          const region = US_REGIONS.find((candidate) => candidate.name === name);
          setSearchParams((params) => writeMapView(params, region ? { bbox: region.bbox, place: region.name } : { bbox: null }), { preventScrollReset: true });
        }}
      />
    </div>
  );
}
