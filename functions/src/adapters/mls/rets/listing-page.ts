import { pageOfReadings, type TMlsMedia, type TMlsOpenHouse, type TMlsPage } from '../mls-client';
import { listingKeyOf, readListingRow } from './listing-record';
import { fetchPhotoLocations } from './object-locations';
import { fetchOpenHouses } from './open-house-fetch';
import type { RetsHttp } from './rets-http';
import type { TRetsSession } from './rets-session';

export type TPageOptions = { photoType: string; batchSize: number; minutesEast: number; totalCount: number | null };

type TRow = Record<string, string>;

/** One page of search rows as listings: photo URLs (GetObject Location=1) and open houses fetched for the whole page. */
export async function assembleListingPage(http: RetsHttp, session: TRetsSession, rows: TRow[], options: TPageOptions): Promise<TMlsPage> {
  const { schema, login, openHouseSchema } = session;
  const objectKeys = rows.map((row) => row[schema.keyField] ?? '').filter((key) => key !== '');
  const media = login.capabilities.getObject
    ? await fetchPhotoLocations(http, {
        getObjectUrl: login.capabilities.getObject,
        resource: schema.resource,
        photoType: options.photoType,
        keys: objectKeys,
        batchSize: options.batchSize,
      })
    : new Map<string, TMlsMedia[]>();
  const listingKeys = rows.map((row) => listingKeyOf(row, schema)).filter((key): key is string => key !== null);
  const openHouses = openHouseSchema
    ? await fetchOpenHouses(http, {
        searchUrl: login.capabilities.search,
        schema: openHouseSchema,
        listingKeys,
        batchSize: options.batchSize,
        minutesEast: options.minutesEast,
      })
    : new Map<string, TMlsOpenHouse[]>();
  const readings = rows.map((row) =>
    readListingRow(row, schema, options.minutesEast, {
      media: media.get(row[schema.keyField] ?? '') ?? [],
      openHouses: openHouses.get(listingKeyOf(row, schema) ?? '') ?? [],
    }),
  );
  return pageOfReadings(readings, options.totalCount);
}
