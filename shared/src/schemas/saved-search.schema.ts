import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_FREQUENCY_VALUES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_SOURCES,
  SAVED_SEARCHES_MAX_LIMIT,
  SAVED_SEARCHES_PAGE_SIZE,
} from '../constants/saved-searches';
import { ZBboxSchema } from './bbox.schema';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZMapViewportQuerySchema } from './map.schema';
import { ZListPropertiesQuerySchema } from './property.schema';

const browse = /* @__PURE__ */ lazySchema(() => ZListPropertiesQuerySchema.shape);
const map = /* @__PURE__ */ lazySchema(() => ZMapViewportQuerySchema.shape);

/**
 * The filters of /listings and /map a search keeps, with the browse and map schemas' own rules. Booleans are
 * JSON booleans here (the query-string schemas read 'true'/'false'). `when` is the map's open-house window,
 * kept so Open restores the map as it was; the "new since the last visit" count is about new listings and
 * does not use it.
 */
export const ZSavedSearchFiltersSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    q: browse.q,
    priceRange: browse.priceRange,
    minPrice: browse.minPrice,
    maxPrice: browse.maxPrice,
    minBedrooms: browse.minBedrooms,
    minBathrooms: browse.minBathrooms,
    propertyType: browse.propertyType,
    includeUnderContract: z.optional(z.boolean()),
    when: z.optional(map.when.def.innerType),
  }),
);
export type TSavedSearchFilters = z.output<typeof ZSavedSearchFiltersSchema>;

/** The area a search covers: the box the map showed or a chosen place's, and the place's name. */
export const ZSavedSearchAreaSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    bbox: ZBboxSchema.check(z.refine(([west, south, east, north]) => west <= east && south <= north, 'bbox must have west ≤ east and south ≤ north')),
    place: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(120))), null),
  }),
);
export type TSavedSearchArea = z.output<typeof ZSavedSearchAreaSchema>;

const ZNameSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: 'Name is required' })
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`)),
);
const ZFrequencySchema = /* @__PURE__ */ lazySchema(() => z.enum(SAVED_SEARCH_FREQUENCY_VALUES, { error: 'Choose instantly, daily digest or never' }));

/** POST /api/users/saved-searches */
export const ZCreateSavedSearchRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: ZNameSchema,
    source: z.enum(SAVED_SEARCH_SOURCES, { error: 'source must be listings or map' }),
    frequency: ZFrequencySchema,
    filters: z._default(ZSavedSearchFiltersSchema, {}),
    area: z._default(z.nullable(ZSavedSearchAreaSchema), null),
  }),
);
export type TCreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequestSchema>;

/** PATCH /api/users/saved-searches/{id}: what is given changes (filters are replaced whole). */
export const ZUpdateSavedSearchRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      name: z.optional(ZNameSchema),
      frequency: z.optional(ZFrequencySchema),
      paused: z.optional(z.boolean()),
      filters: z.optional(ZSavedSearchFiltersSchema),
    })
    .check(z.refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change: give name, frequency, paused or filters')),
);
export type TUpdateSavedSearchRequest = z.input<typeof ZUpdateSavedSearchRequestSchema>;

export const ZSavedSearchParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

export const ZListSavedSearchesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SAVED_SEARCHES_MAX_LIMIT)), SAVED_SEARCHES_PAGE_SIZE),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);
export type TListSavedSearchesQuery = z.input<typeof ZListSavedSearchesQuerySchema>;

export const ZSavedSearchSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    source: z.enum(SAVED_SEARCH_SOURCES),
    frequency: z.enum(SAVED_SEARCH_FREQUENCY_VALUES),
    paused: z.boolean(),
    filters: ZSavedSearchFiltersSchema,
    area: z.nullable(ZSavedSearchAreaSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When Open was last used (the time it was saved until then): "new" counts listings published after it. */
    lastVisitedAt: z.string(),
  }),
);
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;

/** A listed search with its listings published since the last visit. */
export const ZSavedSearchWithMatchesSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZSavedSearchSchema, {
    newMatches: z.object({
      count: z.number().check(z.int()),
      /** The count read as many listings as it may: there are at least `count` (show "N+"). */
      capped: z.boolean(),
    }),
  }),
);
export type TSavedSearchWithMatches = z.infer<typeof ZSavedSearchWithMatchesSchema>;

/** GET /api/users/saved-searches: newest first; `total` of `max` saved in all. */
export const ZListSavedSearchesResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(ZSavedSearchWithMatchesSchema),
    nextCursor: z.nullable(z.string()),
    total: z.number().check(z.int()),
    max: z.literal(MAX_SAVED_SEARCHES),
  }),
);
export type TListSavedSearchesResponse = z.infer<typeof ZListSavedSearchesResponseSchema>;
