/** The disclaimer IDX rules ask for beside an MLS's listings. */
export const idxDisclaimer = (mlsName: string) =>
  `Listing information from ${mlsName} is provided for consumers’ personal, non-commercial use. It is deemed reliable but not guaranteed and may not be the MLS of record.`;
