import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MERGE_SAVED_LISTINGS_MAX, SAVED_HOMES_MAX_LIMIT, SAVED_HOMES_PAGE_SIZE } from '../constants/saved-listings';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZPropertySummarySchema } from './property.schema';

/** GET /api/users/saved-listings: the ids of the caller's favourite listings. */
export const ZSavedListingsResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ propertyIds: z.array(z.string()) }));
export type TSavedListingsResponse = z.infer<typeof ZSavedListingsResponseSchema>;

export const ZSavedListingParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ propertyId: ZResourceIdSchema }));

/** POST /api/users/saved-listings: saves several listings at once (the hearts a browser held at sign-in). */
export const ZMergeSavedListingsRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    propertyIds: z.array(ZResourceIdSchema).check(z.maxLength(MERGE_SAVED_LISTINGS_MAX, `At most ${MERGE_SAVED_LISTINGS_MAX} listings at once`)),
  }),
);
export type TMergeSavedListingsRequest = z.infer<typeof ZMergeSavedListingsRequestSchema>;

/** All the caller's favourites after the merge, and the given ids that could not be saved (unknown or not public). */
export const ZMergeSavedListingsResponseSchema = /* @__PURE__ */ lazySchema(() => z.extend(ZSavedListingsResponseSchema, { skipped: z.array(z.string()) }));
export type TMergeSavedListingsResponse = z.infer<typeof ZMergeSavedListingsResponseSchema>;

export const ZSavedHomesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SAVED_HOMES_MAX_LIMIT)), SAVED_HOMES_PAGE_SIZE),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);
export type TSavedHomesQuery = z.input<typeof ZSavedHomesQuerySchema>;

/** One saved home: its card while the listing is public (whatever its market status), null once it is not (unpublished or deleted). */
export const ZSavedHomeSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    propertyId: z.string(),
    savedAt: z.string(),
    listing: z.nullable(ZPropertySummarySchema),
  }),
);
export type TSavedHome = z.infer<typeof ZSavedHomeSchema>;

/** GET /api/users/saved-homes: a page of the caller's saved homes; the first page carries the total. */
export const ZSavedHomesResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(ZSavedHomeSchema),
    nextCursor: z.nullable(z.string()),
    total: z.nullable(z.number().check(z.int())),
  }),
);
export type TSavedHomesResponse = z.infer<typeof ZSavedHomesResponseSchema>;
