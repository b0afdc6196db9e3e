import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { PLACE_QUERY_MIN_LENGTH, PLACE_SUGGESTION_LIMIT } from '../constants/places';
import { ZBboxSchema, latitude, longitude } from './bbox.schema';

export const ZPlaceSuggestQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    q: z
      .string({ error: 'q is required' })
      .check(
        z.trim(),
        z.minLength(PLACE_QUERY_MIN_LENGTH, `q must be at least ${PLACE_QUERY_MIN_LENGTH} characters`),
        z.maxLength(100, 'q must be at most 100 characters'),
      ),
  }),
);
export type TPlaceSuggestQuery = z.input<typeof ZPlaceSuggestQuerySchema>;

/** A place to go to: a city, a ZIP code, a county (from the offline gazetteer) or one of our public listings. */
export const ZPlaceSuggestionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.enum(['city', 'zip', 'county', 'address']),
    label: z.string(),
    /** [lng, lat]. */
    center: z.tuple([longitude, latitude]),
    bbox: ZBboxSchema,
    /** The listing's id (kind `address` only). */
    propertyId: z.optional(z.string()),
  }),
);
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestionSchema>;

export const ZPlaceSuggestResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ suggestions: z.array(ZPlaceSuggestionSchema).check(z.maxLength(PLACE_SUGGESTION_LIMIT)) }),
);
export type TPlaceSuggestResponse = z.infer<typeof ZPlaceSuggestResponseSchema>;
