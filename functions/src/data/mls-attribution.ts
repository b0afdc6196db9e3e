import * as z from 'zod';
import type { TCardAttribution } from '@shared/schemas/mls.schema';

/**
 * What an imported listing keeps of its MLS for IDX attribution (listing office, MLS name, "last
 * updated", disclaimer) and display rules. `synced` turns false when its configuration is deleted.
 */
export const mlsAttributionSchema = z.object({
  configId: z.string(),
  listingKey: z.string(),
  mlsName: z.string(),
  listOfficeName: z.string().nullable(),
  listAgentFullName: z.string().nullable(),
  lastUpdatedAt: z.string(),
  disclaimer: z.string(),
  isAddressDisplayed: z.boolean(),
  synced: z.boolean(),
});

export type TPropertyMlsAttribution = z.output<typeof mlsAttributionSchema>;

/** The street address as the listing may be shown: none when the MLS says InternetAddressDisplayYN false. */
export const displayedAddressOf = (listing: { address: string; mls?: TPropertyMlsAttribution | null }) =>
  listing.mls && !listing.mls.isAddressDisplayed ? '' : listing.address;

/** What a card shows of an imported listing's attribution. */
export const cardAttributionOf = (mls: TPropertyMlsAttribution): TCardAttribution => ({
  listingOfficeName: mls.listOfficeName,
  mlsName: mls.mlsName,
  lastUpdatedAt: mls.lastUpdatedAt,
});
