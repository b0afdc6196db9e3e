import { isOffMarket } from '@shared/constants/listing';
import { encodeGeohash } from '../../data/geohash';
import type { TOpenHouseRecord } from '../../data/property-records';

/** The finest cell map clusters are counted on (clusterPrecision). */
export const MAX_CLUSTER_PRECISION = 6;

/** An open house of the map's window ready to match: its times parsed, its listing's place and geohash (to the finest cluster cell). */
export type TWindowOpenHouse = {
  openHouse: TOpenHouseRecord;
  startsAtMs: number;
  endsAtMs: number;
  coordinates: { lat: number; lng: number };
  geohash: string;
};

/** The open houses the map can show, prepared once per read rather than per request: those of listings with a place, on the market or under contract. */
export const toWindowOpenHouses = (openHouses: readonly TOpenHouseRecord[]): TWindowOpenHouse[] =>
  openHouses.flatMap((openHouse) => {
    const { coordinates, marketStatus } = openHouse.listing;
    if (!coordinates || isOffMarket(marketStatus)) return [];
    return [
      {
        openHouse,
        startsAtMs: new Date(openHouse.startsAt).getTime(),
        endsAtMs: new Date(openHouse.endsAt).getTime(),
        coordinates,
        geohash: encodeGeohash(coordinates.lat, coordinates.lng, MAX_CLUSTER_PRECISION),
      },
    ];
  });
