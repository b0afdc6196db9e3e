import type { TDeps } from '../../services/deps';
import { getGeocoder } from '../../services/places/configured-geocoder';
import type { TGeocodeDeps } from '../../services/properties/listing-location';
import type { TListingEventDeps } from '../../services/saved-searches/listing-events';
import { getListingWriteDeps } from './listing-write-deps';

/**
 * Writes that save a listing's address place it on the map (`geocode`, and the gazetteer in `dataFiles`), besides
 * telling saved searches.
 */
export const getListingPlacingDeps = (): TDeps & Required<TListingEventDeps> & Required<TGeocodeDeps> => ({
  ...getListingWriteDeps(),
  geocoder: getGeocoder(),
});
