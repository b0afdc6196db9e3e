/**
 * What an imported listing keeps of its MLS for IDX attribution (listing office, MLS name, "last
 * updated", disclaimer) and display rules. `synced` turns false when its configuration is deleted.
 */
export type TPropertyMlsAttribution = {
  configId: string;
  listingKey: string;
  mlsName: string;
  listOfficeName: string | null;
  listAgentFullName: string | null;
  lastUpdatedAt: string;
  disclaimer: string;
  isAddressDisplayed: boolean;
  synced: boolean;
};
