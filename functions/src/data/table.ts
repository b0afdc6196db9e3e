/**
 * The single DynamoDB table: every key string is built in keys.ts and nowhere else, and every kind of item's
 * name is in entity-names.ts. Each kind of item is defined once with `defineEntity` (entity.ts) beside its
 * record; access-patterns.ts lists each way the product reads the table, the index it uses and the
 * repository function that serves it. No request path scans.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  gsi4: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  /** Public listings by place: a coarse geohash cell, then the listing's fine geohash (map viewport queries). */
  gsi5: { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  /** Public listings by street: the street's first letters, then the street, house number and id (address suggestions). */
  gsi6: { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  ttlAttribute: 'expiresAt',
} as const;

/** Every global secondary index, in creation order (CloudFormation adds one per deploy to an existing table). */
export const GLOBAL_INDEXES = [TABLE_KEYS.gsi1, TABLE_KEYS.gsi2, TABLE_KEYS.gsi3, TABLE_KEYS.gsi4, TABLE_KEYS.gsi5, TABLE_KEYS.gsi6] as const;

/**
 * The geo index's partitions are geohash cells of 2 characters (11.25° × 5.6°, about 1,000 × 600 km): the
 * contiguous US is some 40 of them, so a country-sized box is a few dozen Queries, and a city-sized box is a
 * few Queries on one or two partitions narrowed by a sort-key prefix. The sort key is the listing's geohash
 * of GEO_SORT_PRECISION characters (about 1 m) then its id.
 */
export const GEO_PARTITION_PRECISION = 2;
export const GEO_SORT_PRECISION = 9;

/**
 * The map's precomputed counts (GEOCOUNT#<1-char cell> / <4-char cell>): public listings per geohash cell of
 * GEO_COUNT_PRECISION characters (about 39 × 20 km), in partitions of GEO_COUNT_PARTITION_PRECISION character
 * (45° × 45°; the US is some 6), so a zoomed-out box reads its clusters in one Query per run of consecutive
 * 2-character cells of its cover (the lower 48: 10 Queries; one Query per 2-character cell measured 35 Queries,
 * three waves, on DynamoDB Local). The browse counters share one partition; these split the load six ways.
 */
export const GEO_COUNT_PRECISION = 4;
export const GEO_COUNT_PARTITION_PRECISION = 1;

/**
 * The street index's partitions are a street name's first letters (normalized: "main st" → `ADDR#mai`), so a
 * suggestion is one Query with a sort-key prefix; its sort key is the street, the house number and the id.
 */
export const STREET_PARTITION_LENGTH = 3;

/** DynamoDB TTL wants epoch seconds. */
export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
