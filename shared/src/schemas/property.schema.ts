import * as z from 'zod';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZListingAttributionSchema } from './mls.schema';
import { MLS_MEMBER_ROLES } from '../constants/mls';
import { ZBboxParamSchema } from './bbox.schema';
import {
  ASSOCIATION_FEE_FREQUENCY_VALUES,
  LISTING_PAGE_SIZE,
  LISTING_SORT_VALUES,
  LISTING_STATE_VALUES,
  LISTING_STATUSES,
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
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Whole US dollars. The client may send a number or a numeric string ("450000", "450,000"). */
export const ZPriceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[,$\s]/g, ''))) : value),
  z
    .number({ error: 'Price must be a whole number of dollars' })
    .int('Price must be a whole number of dollars')
    .min(1, 'Price must be at least $1')
    .max(MAX_LISTING_PRICE, 'Price is too high'),
);

const integerFrom = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number({ error: message }).int(message));

export const ZIsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-30');
export const ZClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:30');

/** An open-house slot as the listing form enters it: a local date and times in the listing's time zone. */
export const ZOpenHouseSlotSchema = z
  .object({
    date: ZIsoDateSchema,
    startTime: ZClockTimeSchema,
    endTime: ZClockTimeSchema,
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  })
  .refine((slot) => slot.endTime > slot.startTime, { path: ['endTime'], message: 'End time must be after start time' });
export type TOpenHouseSlot = z.infer<typeof ZOpenHouseSlotSchema>;

const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v);
/** An optional whole number the form may send as text; blank is "not given" (null). */
const optionalCount = (label: string, max: number) =>
  z.preprocess(blankToNull, z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`).nullable().optional());
const optionalNumber = (label: string, max: number) =>
  z.preprocess(blankToNull, z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(max, `${label} is too large`).nullable().optional());
/** A 7-figure lot is ordinary for land; the largest ranches run to a few hundred thousand acres. */
const MAX_LOT_SQUARE_FEET = 50_000_000_000;

const listingFields = {
  title: z.string().trim().max(120, 'Title must be at most 120 characters').optional(),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: z.enum(LISTING_STATE_VALUES, { error: 'Choose a state' }),
  zipCode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  price: ZPriceSchema,
  /** 0 is a studio. */
  bedrooms: integerFrom('Bedrooms must be a whole number')
    .pipe(z.number().min(0, `Bedrooms must be 0 (studio) to ${MAX_BEDROOMS}`).max(MAX_BEDROOMS, `Bedrooms must be 0 (studio) to ${MAX_BEDROOMS}`))
    .default(1),
  /** RESO BathroomsFull; with BathroomsHalf it replaces `bathrooms`. */
  bathroomsFull: optionalCount('Full bathrooms', MAX_BATHROOMS),
  /** RESO BathroomsHalf. */
  bathroomsHalf: optionalCount('Half bathrooms', MAX_BATHROOMS),
  /** The older form: one number, 2.5 being 2 full and 1 half. Read when the counts are not given. */
  bathrooms: z
    .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: 'Bathrooms must be a number' }).min(0).max(MAX_BATHROOMS))
    .optional()
    .meta({ deprecated: true, description: 'Use bathroomsFull and bathroomsHalf' }),
  squareFeet: integerFrom('Square feet must be a whole number').pipe(z.number().min(0, 'Square feet cannot be negative').max(1_000_000, 'Square feet is too large')).default(0),
  propertyType: z.enum(PROPERTY_TYPE_VALUES, { error: 'Choose a property type' }),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  status: z.enum(LISTING_STATUSES).default('active'),
  /** RESO StandardStatus; a listing the agent makes by hand is Active unless they say otherwise. */
  marketStatus: z.enum(MARKET_STATUS_VALUES, { error: 'Choose a status' }).optional(),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable().optional(),
  /** RESO LotSizeSquareFeet (or LotSizeAcres, converted when only it is given). */
  lotSizeSquareFeet: optionalNumber('Lot size', MAX_LOT_SQUARE_FEET),
  lotSizeAcres: optionalNumber('Lot size', MAX_LOT_SQUARE_FEET / SQUARE_FEET_PER_ACRE),
  yearBuilt: optionalCount('Year built', 2100).refine((year) => year === null || year === undefined || year >= 1600, 'Year built must be 1600 or later'),
  /** RESO AssociationFee, whole dollars per AssociationFeeFrequency. */
  associationFee: optionalCount('HOA fee', 1_000_000),
  associationFeeFrequency: z.enum(ASSOCIATION_FEE_FREQUENCY_VALUES, { error: 'Choose how often the HOA fee is due' }).nullable().optional(),
  /** RESO SubdivisionName. */
  subdivisionName: z.string().trim().max(100, 'Subdivision must be at most 100 characters').nullable().optional(),
};

/** POST /api/properties: the listing, and optionally its first open house (validated together, written together). */
export const ZCreatePropertyRequestSchema = z.object({ ...listingFields, openHouse: ZOpenHouseSlotSchema.optional() });
export type TCreatePropertyRequest = z.input<typeof ZCreatePropertyRequestSchema>;
export type TCreateProperty = z.output<typeof ZCreatePropertyRequestSchema>;

/** PUT /api/properties/{id}: the whole listing form again (photos and open houses have their own calls). */
export const ZUpdatePropertyRequestSchema = z.object(listingFields);
export type TUpdatePropertyRequest = z.input<typeof ZUpdatePropertyRequestSchema>;

export const ZPropertyIdParamsSchema = z.object({ id: ZResourceIdSchema });

export const ZAgentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  brokerageName: z.string().nullable(),
  role: z.enum(['AGENT', 'BROKER', 'BUYER']),
});
export type TAgentSummary = z.infer<typeof ZAgentSummarySchema>;

export const ZOpenHouseSummarySchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  notes: z.string().nullable(),
});

/** What a property card shows (browse, landing, dashboard, map). */
export const ZPropertySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  price: z.number().int(),
  /** 0 is a studio. */
  bedrooms: z.number().int(),
  /** bathroomsFull + bathroomsHalf / 2, what the bathroom filter compares. */
  bathrooms: z.number(),
  bathroomsFull: z.number().int(),
  bathroomsHalf: z.number().int(),
  /** RESO LivingArea in square feet; 0 when unknown. */
  squareFeet: z.number().int(),
  lotSizeSquareFeet: z.number().nullable(),
  propertyType: z.enum(PROPERTY_TYPE_VALUES),
  /** Our publishing state (the agent's draft or published). */
  status: z.enum(LISTING_STATUSES),
  /** RESO StandardStatus. */
  marketStatus: z.enum(MARKET_STATUS_VALUES),
  /** A Coming Soon listing's OnMarketDate (YYYY-MM-DD). */
  onMarketDate: z.string().nullable(),
  /** When it was listed: the MLS's ListingContractDate, else when the agent published it (YYYY-MM-DD or an instant). */
  listedAt: z.string(),
  coverImage: z.string().nullable(),
  photoCount: z.number().int(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  timeZone: z.string(),
  agent: ZAgentSummarySchema.nullable(),
  nextOpenHouse: ZOpenHouseSummarySchema.nullable(),
  createdAt: z.string(),
  /** IDX attribution, only on listings imported from an MLS. */
  attribution: ZListingAttributionSchema.optional(),
});
export type TPropertySummary = z.infer<typeof ZPropertySummarySchema>;

/** One of our agents on an MLS listing, and as what the MLS names them. */
export const ZMlsListingAgentSchema = ZAgentSummarySchema.extend({ mlsRole: z.enum(MLS_MEMBER_ROLES) });
export type TMlsListingAgent = z.infer<typeof ZMlsListingAgentSchema>;

/** GET /api/properties/{id}: everything the detail page shows. */
export const ZPropertySchema = ZPropertySummarySchema.extend({
  /**
   * An MLS listing's agents on our marketplace (every member whose configuration reaches it: list agent
   * first, then co-list agent, then brokers by office); absent on listings typed by hand. `agent` is the
   * owner (whose plan counts it).
   */
  mlsAgents: z.array(ZMlsListingAgentSchema).optional(),
  description: z.string(),
  images: z.array(z.string()),
  userId: z.string(),
  yearBuilt: z.number().int().nullable(),
  associationFee: z.number().nullable(),
  associationFeeFrequency: z.enum(ASSOCIATION_FEE_FREQUENCY_VALUES).nullable(),
  subdivisionName: z.string().nullable(),
  /** Days since it was listed, while it is on the market (null once it has left). */
  daysOnMarket: z.number().int().nullable(),
  upcomingOpenHouses: z.array(ZOpenHouseSummarySchema),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type TProperty = z.infer<typeof ZPropertySchema>;

export const ZListPropertiesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  priceRange: z.enum(PRICE_BUCKET_VALUES).optional(),
  minBedrooms: z.coerce.number().int().min(1).max(MAX_BEDROOMS).optional(),
  /** Full + half/2 at least this (1.5 matches 1 full + 1 half). */
  minBathrooms: z.coerce.number().min(0).max(MAX_BATHROOMS).optional(),
  propertyType: z.enum(PROPERTY_TYPE_VALUES).optional(),
  /** Browse shows Active and Coming Soon; `true` adds Active Under Contract and Pending. */
  includeUnderContract: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sort: z.enum(LISTING_SORT_VALUES).default('newest'),
  /** Only `active` is public; an agent reading their own listings (userId = themself) may also ask for `draft` or `all`. */
  status: z.enum(['active', 'draft', 'all']).default('active'),
  userId: z.string().max(40).optional(),
  /**
   * With userId: `own` (default) lists the listings the agent owns (their plan counts them); `linked` lists the
   * MLS listings another account owns that name the agent too (co-list agent, broker by office), newest link
   * first, each with `linkedRole`; public ones only, unless the agent asks for their own.
   */
  relation: z.enum(['own', 'linked']).default('own'),
  limit: z.coerce.number().int().min(1).max(LIST_PROPERTIES_MAX_LIMIT).default(LISTING_PAGE_SIZE),
  cursor: z.string().max(2000).optional(),
  /** `openHouses` adds each listing's open houses that have not ended (no extra read: they live on the listing). */
  include: z.enum(['openHouses']).optional(),
  /** Only listings inside this box, `west,south,east,north` (a place chosen in the location search). */
  bbox: ZBboxParamSchema.optional(),
});
export type TListPropertiesQuery = z.input<typeof ZListPropertiesQuerySchema>;

export const ZListPropertiesResponseSchema = z.object({
  items: z.array(
    ZPropertySummarySchema.extend({
      openHouses: z.array(ZOpenHouseSummarySchema).optional(),
      /** relation=linked: how the agent stands on a listing another account owns (co-list agent, office). */
      linkedRole: z.enum(MLS_MEMBER_ROLES).optional(),
    }),
  ),
  nextCursor: z.string().nullable(),
  /** How many listings match in all; null when a text search makes counting too costly. */
  total: z.number().int().nullable(),
});
export type TListPropertiesResponse = z.infer<typeof ZListPropertiesResponseSchema>;

export const ZDeletePropertyResponseSchema = z.object({ success: z.literal(true), message: z.string() });
