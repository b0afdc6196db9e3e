import { GeoPlacesClient } from '@aws-sdk/client-geo-places';
import { getEnv } from './env';

let geoPlacesClient: GeoPlacesClient | undefined;

/**
 * The Amazon Location Places client singleton (see dynamodb-client.ts for why clients live in separate files).
 * Geocoding runs inside a listing save, which must go on without it (the gazetteer stands in): the SDK sets no
 * timeout of its own, so a slow answer is cut off after 2 s (1 s to connect) and retried once, a few seconds in
 * all, well inside the route's 10 s.
 */
export function getGeoPlacesClient(): GeoPlacesClient {
  geoPlacesClient ??= new GeoPlacesClient({
    region: getEnv().AWS_REGION,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
  });
  return geoPlacesClient;
}
