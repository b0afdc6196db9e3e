import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { LOCATION_PRECISIONS } from '@shared/constants/listing-location';
import { ASSOCIATION_FEE_FREQUENCY_VALUES, LISTING_STATUSES, MARKET_STATUS_VALUES, PROPERTY_TYPE_VALUES } from '@shared/constants/listing';
import { LEAD_REMOVAL_REASONS } from '@shared/constants/privacy';
import { ZCardAttributionSchema } from '@shared/schemas/listing-attribution.schema';
import { defineEntity } from './entity';
import { mlsAttributionSchema } from './mls-attribution';
import { geohashOfListing, isBrowsable, openHouseGeoKeys, streetOfListing } from './property-index-keys';
import * as ENTITY from './entity-names';
import * as keys from './keys';

const openHouseRefSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string(), notes: z.nullable(z.string()) }),
);

export type TOpenHouseRef = z.output<typeof openHouseRefSchema>;

export const propertySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    /** The listing agent (spec: userId / agentId). */
    userId: z.string(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    /** Whole US dollars. */
    price: z.number(),
    /** RESO BedroomsTotal: 0 is a studio. */
    bedrooms: z.number(),
    /** bathroomsFull + bathroomsHalf / 2; listings older than the counts hold only this (see bathroomCountsOf). */
    bathrooms: z.number(),
    bathroomsFull: z.optional(z.number()),
    bathroomsHalf: z.optional(z.number()),
    /** RESO LivingArea in square feet (0: unknown). */
    squareFeet: z.number(),
    lotSizeSquareFeet: z._default(z.nullable(z.number()), null),
    yearBuilt: z._default(z.nullable(z.number()), null),
    associationFee: z._default(z.nullable(z.number()), null),
    associationFeeFrequency: z._default(z.nullable(z.enum(ASSOCIATION_FEE_FREQUENCY_VALUES)), null),
    subdivisionName: z._default(z.nullable(z.string()), null),
    propertyType: z.enum(PROPERTY_TYPE_VALUES),
    /** RESO StandardStatus; listings older than it were all Active. */
    marketStatus: z._default(z.enum(MARKET_STATUS_VALUES), 'active'),
    /** RESO OnMarketDate (a Coming Soon listing's date) and ListingContractDate, as YYYY-MM-DD. */
    onMarketDate: z._default(z.nullable(z.string()), null),
    listingContractDate: z._default(z.nullable(z.string()), null),
    /** When the agent first published it (hand-made listings); absent on listings older than it. */
    publishedAt: z._default(z.nullable(z.string()), null),
    description: z.string(),
    images: z.array(z.string()),
    /** images.length, kept so list queries need not read every photo URL. */
    photoCount: z.number(),
    status: z.enum(LISTING_STATUSES),
    coordinates: z._default(z.nullable(z.object({ lat: z.number(), lng: z.number() })), null),
    /** How exactly the coordinates stand for the address (hand-made listings: the geocoder's answer or the agent's pin); null when not known. */
    locationPrecision: z._default(z.nullable(z.enum(LOCATION_PRECISIONS)), null),
    timeZone: z.string(),
    /** Denormalised from the open-house items (written in the same transactions) so cards need no extra read. */
    upcomingOpenHouses: z._default(z.array(openHouseRefSchema), []),
    viewCount: z._default(z.number(), 0),
    leadCount: z._default(z.number(), 0),
    /** Lower-cased text the browse search matches against. */
    searchText: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Only on listings imported from an MLS. */
    mls: z.optional(mlsAttributionSchema),
  }),
);

/**
 * PROPERTY#id / PROPERTY, in its agent's list (gsi1) and, while active, in the browse indexes (gsi2-4, sparse)
 * and, when it has coordinates, in the geo index (gsi5, sparse) and the street index (gsi6, sparse). Every
 * write of a listing (hand-made, MLS sync) puts the whole item from here, so the geo and street keys follow
 * each change of status, place or address.
 */
export const propertyEntity = defineEntity({
  name: ENTITY.property,
  schema: propertySchema,
  key: (property: { id: string }) => keys.property(property.id),
  indexKeys: (property) => ({
    ...keys.propertyByAgent(property.userId, property.createdAt, property.id),
    ...(isBrowsable(property)
      ? {
          ...keys.activeByCreated(property.createdAt, property.id),
          ...keys.activeByPrice(property.price, property.id),
          ...keys.activeByBedrooms(property.bedrooms, property.price, property.id),
          ...(property.coordinates ? keys.listingByGeo(geohashOfListing(property.coordinates), property.id) : {}),
          ...streetKeys(property),
        }
      : {}),
  }),
});

export type TPropertyRecord = ReturnType<typeof propertyEntity.parse>;

/** The street index (gsi6) holds public listings with coordinates (a suggestion moves the map to them). */
function streetKeys(property: { id: string; address: string; coordinates?: { lat: number; lng: number } | null }) {
  const street = property.coordinates ? streetOfListing(property.address) : null;
  return street ? keys.listingByStreet(street.street, street.number, property.id) : {};
}

/** What the map and saved-open-house cards need of a listing, copied onto each of its open houses. */
const listingSnapshotSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(
    z.pick(propertySchema, {
      title: true,
      address: true,
      city: true,
      state: true,
      price: true,
      bedrooms: true,
      bathrooms: true,
      bathroomsFull: true,
      bathroomsHalf: true,
      squareFeet: true,
      lotSizeSquareFeet: true,
      propertyType: true,
      coordinates: true,
      timeZone: true,
      status: true,
      marketStatus: true,
    }),
    { coverImage: z.nullable(z.string()), attribution: z.optional(ZCardAttributionSchema) },
  ),
);

export type TListingSnapshot = z.output<typeof listingSnapshotSchema>;

/**
 * PROPERTY#id / OPENHOUSE#startsAt#id: in its listing's partition, findable by month (gsi1), by agent (gsi2) and, while
 * its listing copy is on the public map, by place and week (gsi5, keys.openHouseByGeo: the map's open houses).
 */
export const openHouseEntity = defineEntity({
  name: ENTITY.openHouse,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      id: z.string(),
      propertyId: z.string(),
      userId: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      notes: z.nullable(z.string()),
      createdAt: z.string(),
      /** When the listing copy below last changed (absent until the first change); calendars derive SEQUENCE from it. */
      updatedAt: z.optional(z.string()),
      /** Kept in step with the listing by every write that changes these fields. */
      listing: listingSnapshotSchema,
    }),
  ),
  key: (openHouse: { propertyId: string; startsAt: string; id: string }) => keys.openHouse(openHouse.propertyId, openHouse.startsAt, openHouse.id),
  indexKeys: (openHouse) => ({
    ...keys.openHouseByMonth(openHouse.startsAt, openHouse.id),
    ...keys.openHouseByAgent(openHouse.userId, openHouse.startsAt, openHouse.id),
    ...openHouseGeoKeys(openHouse),
  }),
});

export type TOpenHouseRecord = ReturnType<typeof openHouseEntity.parse>;

/** What a visitor told the agent at the door; `consent` is the exact wording they agreed to and when. */
const openHouseSignInSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    clientId: z.string(),
    workingWithAgent: z.boolean(),
    timeframe: z.nullable(z.string()),
    financing: z.nullable(z.string()),
    answers: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
    consent: z.nullable(z.object({ text: z.string(), givenAt: z.string() })),
    /** Signed in well before the start or after the end (accepted, but the agent should know). */
    isOutsideHours: z.boolean(),
    /** The open house's hours when they signed in (absent on sign-ins older than it), so the lead keeps them if it is moved or removed. */
    openHouse: z.optional(z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() })),
  }),
);

export type TOpenHouseSignIn = z.output<typeof openHouseSignInSchema>;

const leadFields = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    agentId: z.string(),
    /** The signed-in sender (null for visitors; absent on leads older than Sent), so buyers can see what they sent. */
    senderUserId: z.nullish(z.string()),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    createdAt: z.string(),
    /** Set when the person's details were removed (their own request, or the retention period): name, e-mail, phone and answers are blank. */
    removal: z.optional(z.nullable(z.object({ at: z.string(), reason: z.enum(LEAD_REMOVAL_REASONS) }))),
  }),
);

/**
 * An inquiry. From a listing's page it names the listing and lives in its partition; from an agent's
 * public profile it has none and lives in the agent's partition. Both are in the agent's leads (gsi1).
 */
export const leadEntity = defineEntity({
  name: ENTITY.lead,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.discriminatedUnion('source', [
      z.extend(leadFields, { source: z.literal('listing'), listingId: z.string(), listingTitle: z.string() }),
      z.extend(leadFields, { source: z.literal('profile'), listingId: z.null(), listingTitle: z.null() }),
      z.extend(leadFields, {
        source: z.literal('open-house'),
        listingId: z.string(),
        listingTitle: z.string(),
        openHouseId: z.string(),
        signIn: openHouseSignInSchema,
      }),
    ]),
  ),
  key: (lead) => (lead.source !== 'profile' ? keys.lead(lead.listingId, lead.createdAt, lead.id) : keys.profileLead(lead.agentId, lead.createdAt, lead.id)),
  // A removed lead leaves the address and retention indexes: nothing is left to find or remove.
  indexKeys: (lead) => ({
    ...keys.leadByAgent(lead.agentId, lead.createdAt, lead.id),
    ...(lead.removal ? {} : { ...keys.leadByAddress(lead.email, lead.createdAt, lead.id), ...keys.leadByMonth(lead.createdAt, lead.id) }),
  }),
});

export type TLeadRecord = ReturnType<typeof leadEntity.parse>;

export type TListingLeadRecord = Extract<TLeadRecord, { source: 'listing' }>;
