import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { STREET_PARTITION_LENGTH, TABLE_KEYS } from './table';
import * as keys from './keys';

/** What a suggestion needs of a listing. */
const STREET_ATTRIBUTES = ['id', 'address', 'city', 'state', 'zipCode', 'coordinates', 'gsi6sk'];
const STREET_NAMES = Object.fromEntries(STREET_ATTRIBUTES.map((name, i) => [`#s${i}`, name]));
const STREET_PROJECTION = STREET_ATTRIBUTES.map((_, i) => `#s${i}`).join(', ');

const streetListingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    /** street#number#id */
    gsi6sk: z.string(),
  }),
);

export type TStreetListing = Omit<z.output<typeof streetListingSchema>, 'gsi6sk'> & { number: string };

/** Items one suggestion reads at most: enough to find a house number on a long street. */
const READ_LIMIT = 100;

/**
 * Public listings on streets beginning with `streetPrefix` (normalized, at least STREET_PARTITION_LENGTH
 * characters), in street then house-number order: one Query on the street index (gsi6) with a sort-key
 * prefix. With `numberPrefix`, only house numbers beginning with it, among the first READ_LIMIT read.
 */
export async function listPublicListingsByStreet(db: TDb, input: { streetPrefix: string; numberPrefix?: string; limit: number }): Promise<TStreetListing[]> {
  if (input.streetPrefix.length < STREET_PARTITION_LENGTH) return [];
  const page = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: TABLE_KEYS.gsi6.name,
      KeyConditionExpression: 'gsi6pk = :pk AND begins_with(gsi6sk, :street)',
      ExpressionAttributeValues: { ':pk': keys.streetPartition(input.streetPrefix), ':street': input.streetPrefix },
      ExpressionAttributeNames: STREET_NAMES,
      ProjectionExpression: STREET_PROJECTION,
      Limit: input.numberPrefix ? READ_LIMIT : input.limit,
    }),
  );
  const listings = (page.Items ?? []).map((item) => {
    const { gsi6sk, ...listing } = streetListingSchema.parse(item);
    return { ...listing, number: gsi6sk.split('#')[1] ?? '' };
  });
  return (input.numberPrefix ? listings.filter((listing) => listing.number.startsWith(input.numberPrefix!)) : listings).slice(0, input.limit);
}
