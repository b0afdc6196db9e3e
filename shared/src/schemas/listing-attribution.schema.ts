import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/**
 * IDX attribution an imported listing carries on cards and the detail page. Absent on listings agents
 * typed themselves. When `showAddress` is false the address fields of the view are already withheld.
 */
export const ZListingAttributionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    listingOfficeName: z.nullable(z.string()),
    listingAgentName: z.nullable(z.string()),
    mlsName: z.string(),
    mlsListingId: z.string(),
    /** The listing's ModificationTimestamp at the MLS ('Listing data last updated …'). */
    lastUpdatedAt: z.string(),
    disclaimer: z.string(),
    showAddress: z.boolean(),
    /** False once the configuration that imported it was deleted: the listing stays, no longer synced. */
    synced: z.boolean(),
    /** When the MLS feed stopped carrying it: the page stays with its last status, out of browse and the map; absent or null while it is in the feed. */
    leftFeedAt: z.optional(z.nullable(z.string())),
  }),
);
export type TListingAttribution = z.infer<typeof ZListingAttributionSchema>;

/** What a card shows of the attribution (office, MLS, last update); the detail page shows the whole. */
export const ZCardAttributionSchema = /* @__PURE__ */ lazySchema(() =>
  z.pick(ZListingAttributionSchema, { listingOfficeName: true, mlsName: true, lastUpdatedAt: true }),
);
export type TCardAttribution = z.infer<typeof ZCardAttributionSchema>;
