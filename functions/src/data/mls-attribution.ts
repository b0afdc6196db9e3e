import { z } from 'zod';

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
