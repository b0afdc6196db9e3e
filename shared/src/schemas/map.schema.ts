import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MARKET_STATUS_VALUES, MAX_BEDROOMS, MAX_LISTING_PRICE, PRICE_BUCKET_VALUES, PROPERTY_TYPE_VALUES } from '../constants/listing';
import { DEFAULT_MAP_TIME_FILTER, MAP_TIME_FILTERS } from '../constants/open-house';
import { ZCardAttributionSchema } from './listing-attribution.schema';

/** Below this zoom the viewport answers clusters (counts per geohash cell); from it, single pins. */
export const MAP_PIN_ZOOM = 12;
/** At most this many pins in one answer (`truncated` says more matched). */
export const MAP_MAX_PINS = 500;

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .check(z.gte(-limit, `${name} must be at least -${limit}`), z.lte(limit, `${name} must be at most ${limit}`));

/**
 * A map view: its box in degrees (WGS 84), its zoom (web-map levels 0-22) and the filters the screen shows.
 * A box across the antimeridian (west > east) is refused: the client asks for each side.
 */
export const ZMapViewportQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      west: coordinate('west', 180),
      south: coordinate('south', 90),
      east: coordinate('east', 180),
      north: coordinate('north', 90),
      zoom: z.coerce.number().check(z.int('zoom must be a whole number'), z.gte(0), z.lte(22)),
      /** `openHouses` (the map): listings with an open house in the window; `listings` (the list): every public listing. */
      show: z._default(z.enum(['openHouses', 'listings']), 'openHouses'),
      /** Today / This Week / This Month, in each listing's own zone (only with show=openHouses). */
      when: z._default(z.enum(MAP_TIME_FILTERS.map((f) => f.value) as ['today', 'week', 'month']), DEFAULT_MAP_TIME_FILTER),
      minPrice: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LISTING_PRICE))),
      maxPrice: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LISTING_PRICE))),
      priceRange: z.optional(z.enum(PRICE_BUCKET_VALUES)),
      minBedrooms: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_BEDROOMS))),
      propertyType: z.optional(z.enum(PROPERTY_TYPE_VALUES)),
      /** Active and Coming Soon by default; `true` adds Active Under Contract and Pending. */
      includeUnderContract: z.optional(
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ),
    })
    .check(
      z.superRefine((box, ctx) => {
        if (box.south > box.north) ctx.addIssue({ code: 'custom', path: ['south'], message: 'south must not be north of north' });
        if (box.west > box.east) {
          ctx.addIssue({
            code: 'custom',
            path: ['west'],
            message: 'west must not be east of east: a box across the antimeridian is not supported, ask for each side',
          });
        }
        if (box.minPrice !== undefined && box.maxPrice !== undefined && box.minPrice > box.maxPrice) {
          ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice must not exceed maxPrice' });
        }
      }),
    ),
);
export type TMapViewportQuery = z.input<typeof ZMapViewportQuerySchema>;

const ZNextOpenHouseSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }));

/** A listing on the map with its card's fields. */
const ZMapPinSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    lat: z.number(),
    lng: z.number(),
    price: z.number().check(z.int()),
    title: z.string(),
    /** The card beside the map and in a pin's popup: empty address when the MLS forbids showing it. */
    address: z.string(),
    city: z.string(),
    state: z.string(),
    coverImage: z.nullable(z.string()),
    bedrooms: z.number().check(z.int()),
    bathroomsFull: z.number().check(z.int()),
    bathroomsHalf: z.number().check(z.int()),
    squareFeet: z.number().check(z.int()),
    lotSizeSquareFeet: z.nullable(z.number()),
    propertyType: z.string(),
    marketStatus: z.enum(MARKET_STATUS_VALUES),
    /** The listing's IANA zone: its open-house times are said in it. */
    timeZone: z.string(),
    /** IDX attribution, only on listings imported from an MLS. */
    attribution: z.optional(ZCardAttributionSchema),
    /** The first open house not yet ended (in the window with show=openHouses), or null. */
    nextOpenHouse: z.nullable(ZNextOpenHouseSchema),
  }),
);

export const ZMapViewportResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    generatedAt: z.string(),
    /** `clusters` below MAP_PIN_ZOOM, `pins` from it. */
    view: z.enum(['clusters', 'pins']),
    /** How many listings matched among those read (every one in the box unless `truncated`). */
    total: z.number().check(z.int()),
    /** The box held more than one answer reads or shows: zoom in (or narrow the filters) for all of it. */
    truncated: z.boolean(),
    /**
     * One per geohash cell with matches: the count and the mean position of its listings. A cluster of one read from
     * the listings carries that listing's pin (`single`; not one counted from the per-cell counters, which hold no ids).
     */
    clusters: z.array(z.object({ cell: z.string(), count: z.number().check(z.int()), lat: z.number(), lng: z.number(), single: z.optional(ZMapPinSchema) })),
    pins: z.array(ZMapPinSchema),
  }),
);
export type TMapViewportResponse = z.infer<typeof ZMapViewportResponseSchema>;
