import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZListingAttributionSchema } from './listing-attribution.schema';
import { MLS_MEMBER_ROLES } from '../constants/mls';
import { LOCATION_PRECISIONS } from '../constants/listing-location';
import { ZBboxParamSchema } from './bbox.schema';
import {
  ASSOCIATION_FEE_FREQUENCY_VALUES,
  LISTING_PAGE_SIZE,
  LISTING_SORT_VALUES,
  LISTING_STATE_VALUES,
  LISTING_STATUSES,
  LISTING_TITLE_MAX_LENGTH,
  LIST_PROPERTIES_MAX_LIMIT,
  MARKET_STATUS_VALUES,
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  MAX_LISTING_PRICE,
  PRICE_BUCKET_VALUES,
  SQUARE_FEET_PER_ACRE,
  PROPERTY_TYPE_VALUES,
} from '../constants/listing';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

/** Whole US dollars. The client may send a number or a numeric string ("450000", "450,000"). */
export const ZPriceSchema = /* @__PURE__ */ lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[,$\s]/g, ''))) : value),
    z
      .number({ error: 'Price must be a whole number of dollars' })
      .check(z.int('Price must be a whole number of dollars'), z.gte(1, 'Price must be at least $1'), z.lte(MAX_LISTING_PRICE, 'Price is too high')),
  ),
);

const integerFrom = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number({ error: message }).check(z.int(message)));

export const ZIsoDateSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-30')));
export const ZClockTimeSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:30')));

/** An open-house slot as the listing form enters it: a local date and times in the listing's time zone. */
export const ZOpenHouseSlotSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      date: ZIsoDateSchema,
      startTime: ZClockTimeSchema,
      endTime: ZClockTimeSchema,
      notes: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Notes must be at most 500 characters'))),
    })
    .check(z.refine((slot) => slot.endTime > slot.startTime, { path: ['endTime'], message: 'End time must be after start time' })),
);
export type TOpenHouseSlot = z.infer<typeof ZOpenHouseSlotSchema>;

const blankToNull = (v: unknown) =>
  v === '' || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v;
/** An optional whole number the form may send as text; blank is "not given" (null). */
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.optional(
      z.nullable(
        z
          .number({ error: `${label} must be a whole number` })
          .check(z.int(`${label} must be a whole number`), z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} is too large`)),
      ),
    ),
  );
const optionalNumber = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.optional(
      z.nullable(z.number({ error: `${label} must be a number` }).check(z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} is too large`))),
    ),
  );
/** A 7-figure lot is ordinary for land; the largest ranches run to a few hundred thousand acres. */
const MAX_LOT_SQUARE_FEET = 50_000_000_000;

const listingFields = /* @__PURE__ */ lazySchema(() => ({
  title: z.optional(z.string().check(z.trim(), z.maxLength(LISTING_TITLE_MAX_LENGTH, `Title must be at most ${LISTING_TITLE_MAX_LENGTH} characters`))),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: z.enum(LISTING_STATE_VALUES, { error: 'Choose a state' }),
  zipCode: z.string({ error: 'ZIP code is required' }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code')),
  price: ZPriceSchema,
  /** 0 is a studio. */
  bedrooms: z._default(
    z.pipe(
      integerFrom('Bedrooms must be a whole number'),
      z.number().check(z.gte(0, `Bedrooms must be 0 (studio) to ${MAX_BEDROOMS}`), z.lte(MAX_BEDROOMS, `Bedrooms must be 0 (studio) to ${MAX_BEDROOMS}`)),
    ),
    1,
  ),
  /** RESO BathroomsFull; with BathroomsHalf it replaces `bathrooms`. */
  bathroomsFull: optionalCount('Full bathrooms', MAX_BATHROOMS),
  /** RESO BathroomsHalf. */
  bathroomsHalf: optionalCount('Half bathrooms', MAX_BATHROOMS),
  /** The older form: one number, 2.5 being 2 full and 1 half. Read when the counts are not given. */
  bathrooms: z
    .optional(
      z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z.number({ error: 'Bathrooms must be a number' }).check(z.gte(0), z.lte(MAX_BATHROOMS)),
      ),
    )
    .register(z.globalRegistry, { deprecated: true, description: 'Use bathroomsFull and bathroomsHalf' }),
  squareFeet: z._default(
    z.pipe(
      integerFrom('Square feet must be a whole number'),
      z.number().check(z.gte(0, 'Square feet cannot be negative'), z.lte(1_000_000, 'Square feet is too large')),
    ),
    0,
  ),
  propertyType: z.enum(PROPERTY_TYPE_VALUES, { error: 'Choose a property type' }),
  description: z._default(z.string().check(z.trim(), z.maxLength(5000, 'Description must be at most 5000 characters')), ''),
  status: z._default(z.enum(LISTING_STATUSES), 'active'),
  /** RESO StandardStatus; a listing the agent makes by hand is Active unless they say otherwise. */
  marketStatus: z.optional(z.enum(MARKET_STATUS_VALUES, { error: 'Choose a status' })),
  /**
   * A position the agent placed by hand (the form's pin): stored with precision `pin` and kept on later saves
   * until the address changes. null forgets it (the address is geocoded again); absent, the server geocodes the
   * address on create, and on an update whose address changed or that has no position yet.
   */
  coordinates: z.optional(z.nullable(z.object({ lat: z.number().check(z.gte(-90), z.lte(90)), lng: z.number().check(z.gte(-180), z.lte(180)) }))),
  /** RESO LotSizeSquareFeet (or LotSizeAcres, converted when only it is given). */
  lotSizeSquareFeet: optionalNumber('Lot size', MAX_LOT_SQUARE_FEET),
  lotSizeAcres: optionalNumber('Lot size', MAX_LOT_SQUARE_FEET / SQUARE_FEET_PER_ACRE),
  yearBuilt: optionalCount('Year built', 2100).check(
    z.refine((year) => year === null || year === undefined || year >= 1600, 'Year built must be 1600 or later'),
  ),
  /** RESO AssociationFee, whole dollars per AssociationFeeFrequency. */
  associationFee: optionalCount('HOA fee', 1_000_000),
  associationFeeFrequency: z.optional(z.nullable(z.enum(ASSOCIATION_FEE_FREQUENCY_VALUES, { error: 'Choose how often the HOA fee is due' }))),
  /** RESO SubdivisionName. */
  subdivisionName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, 'Subdivision must be at most 100 characters')))),
}));

/** POST /api/properties: the listing, and optionally its first open house (validated together, written together). */
export const ZCreatePropertyRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ ...listingFields, openHouse: z.optional(ZOpenHouseSlotSchema) }));
export type TCreatePropertyRequest = z.input<typeof ZCreatePropertyRequestSchema>;
export type TCreateProperty = z.output<typeof ZCreatePropertyRequestSchema>;

/** PUT /api/properties/{id}: the whole listing form again (photos and open houses have their own calls). */
export const ZUpdatePropertyRequestSchema = /* @__PURE__ */ lazySchema(() => z.object(listingFields));
export type TUpdatePropertyRequest = z.input<typeof ZUpdatePropertyRequestSchema>;

export const ZPropertyIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

export const ZAgentSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    photoUrl: z.nullable(z.string()),
    brokerageName: z.nullable(z.string()),
    role: z.enum(['AGENT', 'BROKER', 'BUYER']),
  }),
);
export type TAgentSummary = z.infer<typeof ZAgentSummarySchema>;

export const ZOpenHouseSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    notes: z.nullable(z.string()),
  }),
);

/** What a property card shows (browse, landing, dashboard, map). */
export const ZPropertySummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    price: z.number().check(z.int()),
    /** 0 is a studio. */
    bedrooms: z.number().check(z.int()),
    /** bathroomsFull + bathroomsHalf / 2, what the bathroom filter compares. */
    bathrooms: z.number(),
    bathroomsFull: z.number().check(z.int()),
    bathroomsHalf: z.number().check(z.int()),
    /** RESO LivingArea in square feet; 0 when unknown. */
    squareFeet: z.number().check(z.int()),
    lotSizeSquareFeet: z.nullable(z.number()),
    propertyType: z.enum(PROPERTY_TYPE_VALUES),
    /** Our publishing state (the agent's draft or published). */
    status: z.enum(LISTING_STATUSES),
    /** RESO StandardStatus. */
    marketStatus: z.enum(MARKET_STATUS_VALUES),
    /** A Coming Soon listing's OnMarketDate (YYYY-MM-DD). */
    onMarketDate: z.nullable(z.string()),
    /** When it was listed: the MLS's ListingContractDate, else when the agent published it (YYYY-MM-DD or an instant). */
    listedAt: z.string(),
    coverImage: z.nullable(z.string()),
    photoCount: z.number().check(z.int()),
    coordinates: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
    timeZone: z.string(),
    agent: z.nullable(ZAgentSummarySchema),
    nextOpenHouse: z.nullable(ZOpenHouseSummarySchema),
    createdAt: z.string(),
    /** IDX attribution, only on listings imported from an MLS. */
    attribution: z.optional(ZListingAttributionSchema),
  }),
);
export type TPropertySummary = z.infer<typeof ZPropertySummarySchema>;

/** One of our agents on an MLS listing, and as what the MLS names them. */
export const ZMlsListingAgentSchema = /* @__PURE__ */ lazySchema(() => z.extend(ZAgentSummarySchema, { mlsRole: z.enum(MLS_MEMBER_ROLES) }));
export type TMlsListingAgent = z.infer<typeof ZMlsListingAgentSchema>;

/** GET /api/properties/{id}: everything the detail page shows. */
export const ZPropertySchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZPropertySummarySchema, {
    /**
     * An MLS listing's agents on our marketplace (every member whose configuration reaches it: list agent
     * first, then co-list agent, then brokers by office); absent on listings typed by hand. `agent` is the
     * owner (whose plan counts it).
     */
    mlsAgents: z.optional(z.array(ZMlsListingAgentSchema)),
    /** How exactly `coordinates` stand for the address (constants/listing-location.ts); null without coordinates or when not known (older listings). */
    locationPrecision: z.nullable(z.enum(LOCATION_PRECISIONS)),
    description: z.string(),
    images: z.array(z.string()),
    userId: z.string(),
    yearBuilt: z.nullable(z.number().check(z.int())),
    associationFee: z.nullable(z.number()),
    associationFeeFrequency: z.nullable(z.enum(ASSOCIATION_FEE_FREQUENCY_VALUES)),
    subdivisionName: z.nullable(z.string()),
    /** Days since it was listed, while it is on the market (null once it has left). */
    daysOnMarket: z.nullable(z.number().check(z.int())),
    upcomingOpenHouses: z.array(ZOpenHouseSummarySchema),
    viewCount: z.number().check(z.int()),
    updatedAt: z.string(),
  }),
);
export type TProperty = z.infer<typeof ZPropertySchema>;

export const ZListPropertiesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** A fixed bucket (older links and clients); minPrice/maxPrice say any range, both ends included. */
    priceRange: z.optional(z.enum(PRICE_BUCKET_VALUES)),
    minPrice: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LISTING_PRICE))),
    maxPrice: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_LISTING_PRICE))),
    minBedrooms: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_BEDROOMS))),
    /** Full + half/2 at least this (1.5 matches 1 full + 1 half). */
    minBathrooms: z.optional(z.coerce.number().check(z.gte(0), z.lte(MAX_BATHROOMS))),
    propertyType: z.optional(z.enum(PROPERTY_TYPE_VALUES)),
    /** Browse shows Active and Coming Soon; `true` adds Active Under Contract and Pending. */
    includeUnderContract: z.optional(
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v) => v === 'true'),
      ),
    ),
    sort: z._default(z.enum(LISTING_SORT_VALUES), 'newest'),
    /** Only `active` is public; an agent reading their own listings (userId = themself) may also ask for `draft` or `all`. */
    status: z._default(z.enum(['active', 'draft', 'all']), 'active'),
    userId: z.optional(z.string().check(z.maxLength(40))),
    /**
     * With userId: `own` (default) lists the listings the agent owns (their plan counts them); `linked` lists the
     * MLS listings another account owns that name the agent too (co-list agent, broker by office), newest link
     * first, each with `linkedRole`; public ones only, unless the agent asks for their own.
     */
    relation: z._default(z.enum(['own', 'linked']), 'own'),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIST_PROPERTIES_MAX_LIMIT)), LISTING_PAGE_SIZE),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
    /** `openHouses` adds each listing's open houses that have not ended (no extra read: they live on the listing). */
    include: z.optional(z.enum(['openHouses'])),
    /** Only listings inside this box, `west,south,east,north` (a place chosen in the location search). */
    bbox: z.optional(ZBboxParamSchema),
  }),
);
export type TListPropertiesQuery = z.input<typeof ZListPropertiesQuerySchema>;

export const ZListPropertiesResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(
      z.extend(ZPropertySummarySchema, {
        openHouses: z.optional(z.array(ZOpenHouseSummarySchema)),
        /** relation=linked: how the agent stands on a listing another account owns (co-list agent, office). */
        linkedRole: z.optional(z.enum(MLS_MEMBER_ROLES)),
      }),
    ),
    nextCursor: z.nullable(z.string()),
    /** How many listings match in all; null when a text search makes counting too costly. */
    total: z.nullable(z.number().check(z.int())),
  }),
);
export type TListPropertiesResponse = z.infer<typeof ZListPropertiesResponseSchema>;

export const ZDeletePropertyResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ success: z.literal(true), message: z.string() }));
