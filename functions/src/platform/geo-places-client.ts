import { GeoPlacesClient } from '@aws-sdk/client-geo-places';
import { getEnv } from './env';

let geoPlacesClient: GeoPlacesClient | undefined;

/** The Amazon Location Places client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getGeoPlacesClient(): GeoPlacesClient {
  geoPlacesClient ??= new GeoPlacesClient({ region: getEnv().AWS_REGION });
  return geoPlacesClient;
}
