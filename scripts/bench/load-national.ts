import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TPropertyType } from '@shared/constants/listing';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import { geoCounterEntity, geoCountersOf } from '../../functions/src/data/geo-counter-records';
import { listingCounterEntity } from '../../functions/src/data/listing-counters';
import { browseCounterOf, buildSearchText, priceBucketOf } from '../../functions/src/data/property-index-keys';
import { openHouseEntity, propertyEntity, type TPropertyRecord } from '../../functions/src/data/property-records';
import { listingTimeZone } from '../../functions/src/services/properties/listing-time-zone';
import { seededRandom, type TRandom } from '../../infra/local/seeded-random';
import { US_METROS, type TMetro } from './us-metros';

const TYPES: { type: TPropertyType; weight: number; label: string }[] = [
  { type: 'single-family', weight: 0.62, label: 'home' },
  { type: 'condo', weight: 0.14, label: 'condo' },
  { type: 'townhouse', weight: 0.1, label: 'townhouse' },
  { type: 'multi-family', weight: 0.04, label: 'duplex' },
  { type: 'manufactured', weight: 0.04, label: 'manufactured home' },
  { type: 'land', weight: 0.05, label: 'lot' },
  { type: 'farm', weight: 0.01, label: 'farm' },
];
const STREETS = [
  'Oak St',
  'Maple Ave',
  'Cedar Ln',
  'Park Blvd',
  'Main St',
  'Elm Dr',
  'Lakeview Rd',
  'Hillcrest Dr',
  'Washington Ave',
  'Sunset Blvd',
  'Pine Ct',
  'Ridge Rd',
  'River Rd',
  'Highland Ave',
  'Willow Way',
  'Meadow Ln',
];
/** Share of listings outside the metro cores: around a metro picked regardless of size, spread over some 150 km. */
const RURAL_SHARE = 0.1;

/** A normal deviate (Box-Muller) from the seeded generator. */
export const gaussian = (random: TRandom) => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

/** Picks metros in proportion to their population. */
export function metroPicker(random: TRandom): () => TMetro {
  const total = US_METROS.reduce((sum, metro) => sum + metro.millions, 0);
  const cumulative = US_METROS.map(
    (
      (sum) => (metro: TMetro) =>
        (sum += metro.millions / total)
    )(0),
  );
  return () => {
    const roll = random.next();
    return US_METROS[cumulative.findIndex((edge) => edge >= roll)] ?? US_METROS[0]!;
  };
}

export type TNationalLoad = { listings: number; openHouses: number; seconds: number; states: number };

/**
 * Writes `listings` public listings over every state (clustered around metros by population: a metro of
 * 4 million spreads about 25 km, 10 % of listings lie out in the country) and gives `openHouses` of them,
 * evenly spread through the catalogue, one open house in the next 30 days. Items come from the same
 * entities every product write uses (propertyEntity for the listing and its browse and geo keys,
 * openHouseEntity with its listing snapshot), put in 25-item batches, several in flight, then the browse
 * counters and the map's per-cell counts they add up to. A fixture loader: it bypasses the API on purpose.
 */
export async function loadNationalCatalogue(db: TDb, input: { listings: number; openHouses: number; now: Date; concurrency?: number }): Promise<TNationalLoad> {
  const started = performance.now();
  const random = seededRandom(2026_11_26);
  const pickMetro = metroPicker(random);
  const counters = new Map<string, { activeCount: number; underContractCount: number }>();
  const states = new Set<string>();
  const mapped: { coordinates: { lat: number; lng: number }; marketStatus: 'active' | 'pending' }[] = [];
  const created = input.now.getTime() - input.listings * 60_000;
  const owners = Array.from({ length: 200 }, (_, i) => `01BENCHMAPAGENT${String(i).padStart(11, '0')}`);
  const hasOpenHouse = (i: number) => Math.floor(((i + 1) * input.openHouses) / input.listings) > Math.floor((i * input.openHouses) / input.listings);

  const makeItems = (i: number): Record<string, unknown>[] => {
    const rural = random.chance(RURAL_SHARE);
    const metro = rural ? random.pick(US_METROS) : pickMetro();
    const spread = rural ? 1.4 : 0.06 + 0.1 * Math.sqrt(metro.millions);
    const lat = Number((metro.lat + gaussian(random) * spread * 0.75).toFixed(5));
    const lng = Number((metro.lng + ((gaussian(random) * spread) / Math.cos((metro.lat * Math.PI) / 180)) * 0.75).toFixed(5));
    const roll = random.next();
    let cumulative = 0;
    const kind = TYPES.find((t) => (cumulative += t.weight) >= roll) ?? TYPES[0]!;
    const isLand = kind.type === 'land';
    const bedrooms = isLand ? 0 : kind.type === 'condo' ? random.int(0, 3) : random.int(2, 6);
    const bathroomsFull = isLand ? 0 : Math.max(1, Math.round(bedrooms * 0.7));
    const bathroomsHalf = isLand ? 0 : random.int(0, 1);
    const squareFeet = isLand ? 0 : Math.round((500 + bedrooms * 450 + random.between(-150, 600)) / 10) * 10;
    const price = Math.max(
      40_000,
      Math.round(((isLand ? 60_000 : squareFeet * 180) * random.between(0.5, 2.4) * (rural ? 0.6 : 1 + metro.millions / 20)) / 1000) * 1000,
    );
    const id = ulid(created + i * 60_000);
    const userId = owners[i % owners.length]!;
    const createdAt = new Date(created + i * 60_000).toISOString();
    const address = `${random.int(100, 9899)} ${random.pick(STREETS)}`;
    const coordinates = { lat, lng };
    const timeZone = listingTimeZone({ state: metro.state, coordinates });
    const marketStatus = random.chance(0.05) ? 'pending' : 'active';
    const openHouse = hasOpenHouse(i)
      ? (() => {
          const startsAt = new Date(Math.ceil(input.now.getTime() / 3_600_000) * 3_600_000 + random.int(1, 30 * 24) * 3_600_000);
          return { id: ulid(), startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(), notes: null };
        })()
      : null;
    const images = Array.from({ length: random.int(1, 3) }, () => `/photos/listings/${userId}/${id}/${ulid()}.jpg`);
    const facts = {
      title: `${isLand ? 'Lot' : `${bedrooms}-bed ${kind.label}`} in ${metro.city}`,
      address,
      city: metro.city,
      state: metro.state,
      zipCode: metro.zip,
      propertyType: kind.type,
    };
    const record: TPropertyRecord = {
      id,
      userId,
      ...facts,
      price,
      bedrooms,
      bathrooms: bathroomsFull + bathroomsHalf / 2,
      bathroomsFull,
      bathroomsHalf,
      squareFeet,
      marketStatus,
      lotSizeSquareFeet: isLand || kind.type === 'farm' ? random.int(5_000, 400_000) : null,
      yearBuilt: isLand ? null : random.int(1920, 2025),
      associationFee: null,
      associationFeeFrequency: null,
      subdivisionName: null,
      onMarketDate: null,
      listingContractDate: null,
      publishedAt: createdAt,
      description: `A ${kind.label} in ${metro.city}, ${metro.state}: close to schools, parks and shopping.`,
      images,
      photoCount: images.length,
      status: 'active',
      coordinates,
      locationPrecision: 'address',
      timeZone,
      upcomingOpenHouses: openHouse ? [openHouse] : [],
      viewCount: 0,
      leadCount: 0,
      searchText: buildSearchText(facts),
      createdAt,
      updatedAt: createdAt,
    };
    states.add(metro.state);
    const cell = `${priceBucketOf(price)}#${bedrooms}`;
    const counter = counters.get(cell) ?? { activeCount: 0, underContractCount: 0 };
    counter[browseCounterOf(record)]++;
    counters.set(cell, counter);
    mapped.push({ coordinates, marketStatus });
    const items = [propertyEntity.toItem(record)];
    if (openHouse) {
      items.push(
        openHouseEntity.toItem({
          ...openHouse,
          propertyId: id,
          userId,
          createdAt,
          listing: {
            ...facts,
            price,
            bedrooms,
            bathrooms: record.bathrooms,
            bathroomsFull,
            bathroomsHalf,
            squareFeet,
            lotSizeSquareFeet: record.lotSizeSquareFeet,
            coordinates,
            timeZone,
            status: 'active',
            marketStatus,
            coverImage: images[0] ?? null,
          },
        }),
      );
    }
    return items;
  };

  let next = 0;
  const pending: Record<string, unknown>[] = [];
  const takeBatch = () => {
    while (pending.length < 25 && next < input.listings) pending.push(...makeItems(next++));
    return pending.splice(0, 25);
  };
  const worker = async () => {
    for (let batch = takeBatch(); batch.length; batch = takeBatch()) {
      await batchPutItems(db, batch);
    }
  };
  await Promise.all(Array.from({ length: input.concurrency ?? 8 }, worker));
  for (const [cell, counts] of counters) {
    const [bucket = '', beds = '0'] = cell.split('#');
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: listingCounterEntity.toItem({ bucket, bedrooms: Number(beds), ...counts }) }));
  }
  // The map's per-cell counts, as the product's writes keep them; added to what the table held (the demo seed's listings).
  for (const counter of geoCountersOf(mapped)) await addGeoCounter(db, counter);
  return { listings: input.listings, openHouses: input.openHouses, seconds: (performance.now() - started) / 1000, states: states.size };
}

/** Adds a recount to a geo counter (the table may already count listings in the cell). */
export async function addGeoCounter(db: TDb, counter: ReturnType<typeof geoCountersOf>[number]): Promise<void> {
  const { cell, ...sums } = counter;
  const names = Object.keys(sums) as (keyof typeof sums)[];
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: geoCounterEntity.key({ cell }),
      UpdateExpression: `ADD ${names.map((name, i) => `${name} :v${i}`).join(', ')} SET entity = :entity`,
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:v${i}`, sums[name]])), ':entity': geoCounterEntity.name },
    }),
  );
}
