import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * One MLS listing stored under an id its MLS identity does not give: `systemListingId` is the id the
 * records' originating system and the ListingKey give (`mlsPropertyId`), `propertyId` where the listing
 * is (an older import keyed by the server that carried it). So a configuration reaching the same MLS
 * through another server finds the listing in the same read as the ids it computes. Written and deleted
 * in the listing's own transactions (the listing names it in `mls.aliasId`). A module apart from the MLS
 * configurations' (mls-records.ts), whose schemas every route that deletes or rewrites a listing would bundle.
 */
export const mlsListingAliasEntity = defineEntity({
  name: ENTITY.mlsListingAlias,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ systemListingId: z.string(), propertyId: z.string(), mlsIdentity: z.string(), listingKey: z.string(), createdAt: z.string() }),
  ),
  key: (alias: { systemListingId: string }) => keys.mlsListingAlias(alias.systemListingId),
});
export type TMlsListingAliasRecord = ReturnType<typeof mlsListingAliasEntity.parse>;
