import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { MLS_MEMBER_ROLES } from '@shared/constants/mls';
import type { TCardAttribution } from '@shared/schemas/listing-attribution.schema';

/** One configuration's link to an MLS listing: the account it belongs to, and as what the MLS names its member. */
export const mlsListingLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    userId: z.string(),
    configId: z.string(),
    role: z.enum(MLS_MEMBER_ROLES),
    /** The member's MLS id the role was matched on (normalized: trimmed, upper case). */
    memberId: z._default(z.nullable(z.string()), null),
  }),
);
export type TMlsListingLink = z.output<typeof mlsListingLinkSchema>;

/**
 * What an imported listing keeps of its MLS for IDX attribution (listing office, MLS name, "last
 * updated", disclaimer) and display rules. `synced` turns false when its configuration is deleted.
 *
 * One listing per (MLS, ListingKey): `configId` is the owning configuration (its account is the
 * listing's `userId`, the one whose plan counts it; its syncs write the listing), `links` every
 * configuration that reaches the listing (the owner's included), in the order the page names their
 * agents. `idSeed` is what the listing's MLS open-house ids hash (the MLS identity; for listings
 * imported before identities, which have no seed stored, the configuration that imported them).
 */
export const mlsAttributionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    configId: z.string(),
    links: z._default(z.array(mlsListingLinkSchema), []),
    idSeed: z._default(z.nullable(z.string()), null),
    /**
     * The id the listing's MLS identity (its records' system) gives, where the listing is stored under another
     * (imported by an older version under its server's id): the alias item at that id points here, and goes
     * with the listing. null for every other listing.
     */
    aliasId: z._default(z.nullable(z.string()), null),
    /**
     * When a full sync of the owning configuration found the listing gone from the MLS feed: it keeps its
     * page with its last status (for people who saved it), leaves browse, the map and the plan count, and
     * its upcoming open houses are cancelled. null while the feed carries it (a later sync that finds it
     * again clears it).
     */
    leftFeedAt: z._default(z.nullable(z.string()), null),
    /**
     * A private feed's listing (its configuration's own server, not a registered MLS): it carries no MLS attribution
     * and names no MLS agents, as a listing typed by hand. Listings written before the registry read false.
     */
    isPrivateFeed: z._default(z.boolean(), false),
    listingKey: z.string(),
    mlsName: z.string(),
    listOfficeName: z.nullable(z.string()),
    listAgentFullName: z.nullable(z.string()),
    lastUpdatedAt: z.string(),
    disclaimer: z.string(),
    isAddressDisplayed: z.boolean(),
    synced: z.boolean(),
  }),
);

export type TPropertyMlsAttribution = z.output<typeof mlsAttributionSchema>;

/** The street address as the listing may be shown: none when the MLS says InternetAddressDisplayYN false. */
export const displayedAddressOf = (listing: { address: string; mls?: TPropertyMlsAttribution | null }) =>
  listing.mls && !listing.mls.isAddressDisplayed ? '' : listing.address;

/** Whether a listing shows MLS attribution: a registered MLS's does; one typed by hand or a private feed's does not. */
export const showsMlsAttribution = <T extends { mls?: TPropertyMlsAttribution | null }>(listing: T): listing is T & { mls: TPropertyMlsAttribution } =>
  !!listing.mls && !listing.mls.isPrivateFeed;

/** What a card shows of an imported listing's attribution. */
export const cardAttributionOf = (mls: TPropertyMlsAttribution): TCardAttribution => ({
  listingOfficeName: mls.listOfficeName,
  mlsName: mls.mlsName,
  lastUpdatedAt: mls.lastUpdatedAt,
});

/** The seed of an MLS listing's open-house ids: stable when the owning configuration changes. */
export const openHouseSeedOf = (mls: Pick<TPropertyMlsAttribution, 'configId' | 'idSeed'>) => mls.idSeed ?? mls.configId;
