import { createAmazonLocationGeocoder } from '../../adapters/geocoding/amazon-location-geocoder';
import type { TGeocoder } from '../../adapters/geocoding/geocoder';
import { getEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { gazetteerGeocoder } from './gazetteer-geocoder';

/** The primary geocoder, and the offline one where it fails or places nothing (a ZIP centre beats no position). */
function withOfflineFallback(primary: TGeocoder): TGeocoder {
  return {
    async geocode(query) {
      try {
        const found = await primary.geocode(query);
        if (found) return found;
      } catch (error) {
        logger.warn('geocoding failed; placing the address from the gazetteer', { error: (error as Error).message });
      }
      return gazetteerGeocoder.geocode(query);
    },
  };
}

let geocoder: TGeocoder | undefined;

/** The configured geocoder (GEOCODER: 'offline' or 'amazon-location'), created once per container. */
export const getGeocoder = (): TGeocoder =>
  (geocoder ??= getEnv().GEOCODER === 'amazon-location' ? withOfflineFallback(createAmazonLocationGeocoder()) : gazetteerGeocoder);
