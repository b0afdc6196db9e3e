import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZCardAttributionSchema } from './listing-attribution.schema';
import { MARKET_STATUS_VALUES } from '../constants/listing';
import { SAVED_OPEN_HOUSE_STATUSES } from '../constants/open-house';
import { ZPriceSchema } from './property.schema';

/**
 * A moment as the open-house form enters it: a local wall time 'YYYY-MM-DDTHH:MM' (read in the listing's
 * zone: at its coordinates, else its state's) or a full ISO-8601 instant with Z or an offset.
 */
export const ZMomentSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: 'Required' })
    .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'Use a date and time like 2026-05-30T14:00')),
);

/** POST /api/open-houses: the simple form; it creates a listing and its open house together. */
export const ZSimpleOpenHouseRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      title: z
        .string({ error: 'Title is required' })
        .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(120, 'Title must be at most 120 characters')),
      address: z
        .string({ error: 'Address is required' })
        .check(z.trim(), z.minLength(1, 'Address is required'), z.maxLength(200, 'Address must be at most 200 characters')),
      price: ZPriceSchema,
      startsAt: ZMomentSchema,
      endsAt: ZMomentSchema,
    })
    .check(z.refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: 'The end must be after the start' })),
);
export type TSimpleOpenHouseRequest = z.input<typeof ZSimpleOpenHouseRequestSchema>;

export const ZSimpleOpenHouseResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ success: z.literal(true), message: z.string(), propertyId: z.string(), openHouseId: z.string() }),
);

export const ZOpenHouseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    propertyId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** The same moments on the listing's local clock. */
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    notes: z.nullable(z.string()),
    timeZone: z.string(),
  }),
);
export type TOpenHouse = z.infer<typeof ZOpenHouseSchema>;
export const ZListOpenHousesResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZOpenHouseSchema) }));

/** A listing as the map shows it, with its open houses in the window. */
export const ZMapPropertySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    price: z.number().check(z.int()),
    bedrooms: z.number().check(z.int()),
    bathrooms: z.number(),
    bathroomsFull: z.number().check(z.int()),
    bathroomsHalf: z.number().check(z.int()),
    squareFeet: z.number().check(z.int()),
    lotSizeSquareFeet: z.nullable(z.number()),
    propertyType: z.string(),
    /** RESO StandardStatus: the map shows Active and Coming Soon by default, under-contract ones on request. */
    marketStatus: z.enum(MARKET_STATUS_VALUES),
    coverImage: z.nullable(z.string()),
    coordinates: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
    timeZone: z.string(),
    agentId: z.string(),
    openHouses: z.array(z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() })),
    /** IDX attribution, only on listings imported from an MLS. */
    attribution: z.optional(ZCardAttributionSchema),
  }),
);
export type TMapProperty = z.infer<typeof ZMapPropertySchema>;

export const ZMapResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    generatedAt: z.string(),
    /** The window covered: open houses not yet ended that start before `to`. */
    from: z.string(),
    to: z.string(),
    properties: z.array(ZMapPropertySchema),
    /** GET /api/map/all-open-houses only: more pages follow (GET /api/map/listings answers any box). */
    truncated: z.optional(z.boolean()),
    /** GET /api/map/all-open-houses only: ask again with `?cursor=` for the next page; null after the last. */
    cursor: z.optional(z.nullable(z.string())),
  }),
);
export type TMapResponse = z.infer<typeof ZMapResponseSchema>;

/** GET /api/map/all-open-houses: a page after the first. */
export const ZMapAllOpenHousesQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) }));

export const ZUserIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ userId: ZResourceIdSchema }));

export const ZSaveOpenHouseRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    propertyId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Unknown property id')),
    openHouseId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Unknown open house id')),
  }),
);
export const ZUpdateSavedOpenHouseRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ status: z.enum(SAVED_OPEN_HOUSE_STATUSES, { error: 'Status must be interested, rsvp, attended or cancelled' }) }),
);
export const ZSavedOpenHouseParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ openHouseId: ZResourceIdSchema }));

export const ZSavedOpenHouseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    openHouseId: z.string(),
    propertyId: z.string(),
    status: z.enum(SAVED_OPEN_HOUSE_STATUSES),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Null when the open house is no longer public: the agent removed it, or unpublished or deleted its listing. */
    property: z.nullable(
      z.object({
        title: z.string(),
        address: z.string(),
        city: z.string(),
        price: z.number().check(z.int()),
        images: z.array(z.string()),
        propertyType: z.string(),
        bedrooms: z.number().check(z.int()),
        bathrooms: z.number(),
        bathroomsFull: z.number().check(z.int()),
        bathroomsHalf: z.number().check(z.int()),
        squareFootage: z.number().check(z.int()),
        lotSizeSquareFeet: z.nullable(z.number()),
        marketStatus: z.enum(MARKET_STATUS_VALUES),
        coordinates: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
      }),
    ),
  }),
);
export type TSavedOpenHouse = z.infer<typeof ZSavedOpenHouseSchema>;
export const ZListSavedOpenHousesResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZSavedOpenHouseSchema) }));
