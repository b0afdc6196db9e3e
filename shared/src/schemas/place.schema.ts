import * as z from 'zod';

/** At most this many suggestions in one answer. */
export const PLACE_SUGGESTION_LIMIT = 8;
/** Shortest query the suggestions answer (one letter would match a tenth of the country). */
export const PLACE_QUERY_MIN_LENGTH = 2;

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);

/** [west, south, east, north] in degrees (WGS 84), west ≤ east, south ≤ north. */
export const ZBboxSchema = z.tuple([longitude, latitude, longitude, latitude]);
export type TBbox = z.infer<typeof ZBboxSchema>;

/**
 * A box as a URL carries it (`/map?bbox=w,s,e,n`, `/api/properties?bbox=w,s,e,n`): four numbers, west ≤ east
 * (a box across the antimeridian is not supported), south ≤ north.
 */
export const ZBboxParamSchema = z
  .string()
  .max(120)
  .transform((text, ctx) => {
    const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const box = ZBboxSchema.safeParse(parts);
    if (parts.length !== 4 || !box.success) {
      ctx.addIssue({ code: 'custom', message: 'bbox must be west,south,east,north in degrees' });
      return z.NEVER;
    }
    const [west, south, east, north] = box.data;
    if (west > east || south > north) {
      ctx.addIssue({ code: 'custom', message: 'bbox must have west ≤ east and south ≤ north (a box across the antimeridian is not supported)' });
      return z.NEVER;
    }
    return box.data;
  });

export const ZPlaceSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(PLACE_QUERY_MIN_LENGTH, `q must be at least ${PLACE_QUERY_MIN_LENGTH} characters`)
    .max(100, 'q must be at most 100 characters'),
});
export type TPlaceSuggestQuery = z.input<typeof ZPlaceSuggestQuerySchema>;

/** A place to go to: a city, a ZIP code, a county (from the offline gazetteer) or one of our public listings. */
export const ZPlaceSuggestionSchema = z.object({
  kind: z.enum(['city', 'zip', 'county', 'address']),
  label: z.string(),
  /** [lng, lat]. */
  center: z.tuple([longitude, latitude]),
  bbox: ZBboxSchema,
  /** The listing's id (kind `address` only). */
  propertyId: z.string().optional(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestionSchema>;

export const ZPlaceSuggestResponseSchema = z.object({ suggestions: z.array(ZPlaceSuggestionSchema).max(PLACE_SUGGESTION_LIMIT) });
export type TPlaceSuggestResponse = z.infer<typeof ZPlaceSuggestResponseSchema>;
