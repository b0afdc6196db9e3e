import * as z from 'zod';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZListingAttributionSchema } from './mls.schema';
import {
  BATHROOM_VALUES,
  LISTING_PAGE_SIZE,
  LISTING_SORT_VALUES,
  LISTING_STATE_VALUES,
  LISTING_STATUSES,
  LIST_PROPERTIES_MAX_LIMIT,
  MAX_LISTING_PRICE,
  PRICE_BUCKET_VALUES,
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

const listingFields = {
  title: z.string().trim().max(120, 'Title must be at most 120 characters').optional(),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: z.enum(LISTING_STATE_VALUES, { error: 'Choose a state' }),
  zipCode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  price: ZPriceSchema,
  bedrooms: integerFrom('Bedrooms must be a whole number').pipe(z.number().min(1, 'Choose 1 to 5+ bedrooms').max(5, 'Choose 1 to 5+ bedrooms')).default(1),
  bathrooms: z
    .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: 'Choose the bathrooms' }))
    .refine((v) => BATHROOM_VALUES.includes(v as (typeof BATHROOM_VALUES)[number]), 'Choose 1, 1.5, 2, 2.5 or 3+ bathrooms')
    .default(1),
  squareFeet: integerFrom('Square feet must be a whole number').pipe(z.number().min(0, 'Square feet cannot be negative').max(1_000_000, 'Square feet is too large')).default(0),
  propertyType: z.enum(PROPERTY_TYPE_VALUES, { error: 'Choose a property type' }),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  status: z.enum(LISTING_STATUSES).default('active'),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable().optional(),
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
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int(),
  propertyType: z.enum(PROPERTY_TYPE_VALUES),
  status: z.enum(LISTING_STATUSES),
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

/** GET /api/properties/{id}: everything the detail page shows. */
export const ZPropertySchema = ZPropertySummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  userId: z.string(),
  upcomingOpenHouses: z.array(ZOpenHouseSummarySchema),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type TProperty = z.infer<typeof ZPropertySchema>;

export const ZListPropertiesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  priceRange: z.enum(PRICE_BUCKET_VALUES).optional(),
  minBedrooms: z.coerce.number().int().min(1).max(5).optional(),
  sort: z.enum(LISTING_SORT_VALUES).default('newest'),
  /** Only `active` is public; an agent reading their own listings (userId = themself) may also ask for `draft` or `all`. */
  status: z.enum(['active', 'draft', 'all']).default('active'),
  userId: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_PROPERTIES_MAX_LIMIT).default(LISTING_PAGE_SIZE),
  cursor: z.string().max(2000).optional(),
  /** `openHouses` adds each listing's open houses that have not ended (no extra read: they live on the listing). */
  include: z.enum(['openHouses']).optional(),
});
export type TListPropertiesQuery = z.input<typeof ZListPropertiesQuerySchema>;

export const ZListPropertiesResponseSchema = z.object({
  items: z.array(ZPropertySummarySchema.extend({ openHouses: z.array(ZOpenHouseSummarySchema).optional() })),
  nextCursor: z.string().nullable(),
  /** How many listings match in all; null when a text search makes counting too costly. */
  total: z.number().int().nullable(),
});
export type TListPropertiesResponse = z.infer<typeof ZListPropertiesResponseSchema>;

export const ZDeletePropertyResponseSchema = z.object({ success: z.literal(true), message: z.string() });
