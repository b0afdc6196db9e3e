import { GEO_COUNT_PARTITION_PRECISION, GEO_COUNT_PRECISION, GEO_PARTITION_PRECISION, STREET_PARTITION_LENGTH } from './table';

/**
 * Every key string of the single table (table.ts describes it), one export each: callers import the module as
 * a namespace (`import * as keys from './keys'`, then `keys.user(id)`), so a bundle keeps only the keys its
 * route builds (one object, they were ~6 KB of every function that touches the table).
 */
export const user = (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' });
export const profile = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
export const userPartition = (userId: string) => `USER#${userId}`;
export const emailLock = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' });
export const session = (sessionHash: string) => ({ pk: `SESSION#${sessionHash}`, sk: 'SESSION' });
export const sessionByUser = (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `SESSION#${createdAt}` });
export const sessionsOfUserPrefix = 'SESSION#';
export const waitlist = (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' });
export const rate = (scope: string, key: string, windowStart: number) => ({ pk: `RATE#${scope}#${key}#${windowStart}`, sk: 'RATE' });
export const failureStreak = (scope: string, key: string) => ({ pk: `STREAK#${scope}#${key}`, sk: 'STREAK' });
export const twoFactor = (userId: string) => ({ pk: `USER#${userId}`, sk: 'TWOFACTOR' });
export const signInChallenge = (challengeHash: string) => ({ pk: `SIGNINCHALLENGE#${challengeHash}`, sk: 'SIGNINCHALLENGE' });
export const property = (propertyId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: 'PROPERTY' });
export const propertyPartition = (propertyId: string) => `PROPERTY#${propertyId}`;
export const propertyByAgent = (userId: string, createdAt: string, propertyId: string) => ({
  gsi1pk: `AGENT#${userId}`,
  gsi1sk: `PROPERTY#${createdAt}#${propertyId}`,
});
export const agentPartition = (userId: string) => `AGENT#${userId}`;
export const activeListingsPartition = 'LISTINGS#ACTIVE';
export const activeByCreated = (createdAt: string, propertyId: string) => ({ gsi2pk: 'LISTINGS#ACTIVE', gsi2sk: `CREATED#${createdAt}#${propertyId}` });
export const activeByPrice = (price: number, propertyId: string) => ({ gsi3pk: 'LISTINGS#ACTIVE', gsi3sk: `PRICE#${pricePart(price)}#${propertyId}` });
export const activeByBedrooms = (bedrooms: number, price: number, propertyId: string) => ({
  gsi4pk: 'LISTINGS#ACTIVE',
  gsi4sk: `BEDS#${bedroomsPart(bedrooms)}#PRICE#${pricePart(price)}#${propertyId}`,
});
/** A public listing with coordinates in the geo index (gsi5), from its geohash of GEO_SORT_PRECISION characters. */
export const listingByGeo = (geohash: string, propertyId: string) => ({ gsi5pk: geoPartition(geohash), gsi5sk: `${geohash}#${propertyId}` });
/** The count of public listings in one geohash cell of GEO_COUNT_PRECISION characters (map clusters when zoomed out). */
export const geoCounter = (cell: string) => ({ pk: geoCountPartition(cell), sk: cell.slice(0, GEO_COUNT_PRECISION) });
/** A public listing in the street index (gsi6), from its normalized street name and house number. */
export const listingByStreet = (street: string, number: string, propertyId: string) => ({
  gsi6pk: streetPartition(street),
  gsi6sk: `${street}#${number}#${propertyId}`,
});
export const priceKey = (price: number) => `PRICE#${pricePart(price)}`;
export const bedroomsKey = (bedrooms: number) => `BEDS#${bedroomsPart(bedrooms)}`;
export const listingCounter = (bucket: string, bedrooms: number) => ({ pk: 'STATS#LISTINGS', sk: `BUCKET#${bucket}#BEDS#${bedrooms}` });
/** The cell a listing counter's sort key names (the inverse of `listingCounter`). */
export const listingCounterCell = (sk: string) => {
  const [, bucket = '', , bedrooms = ''] = sk.split('#');
  return { bucket, bedrooms: Number(bedrooms) };
};
export const listingCountersPartition = 'STATS#LISTINGS';
export const agentStats = (userId: string) => ({ pk: `USER#${userId}`, sk: 'STATS' });
export const openHouse = (propertyId: string, startsAt: string, openHouseId: string) => ({
  pk: `PROPERTY#${propertyId}`,
  sk: `OPENHOUSE#${startsAt}#${openHouseId}`,
});
export const openHousePrefix = 'OPENHOUSE#';
export const openHouseByMonth = (startsAt: string, openHouseId: string) => ({
  gsi1pk: `OPENHOUSES#${startsAt.slice(0, 7)}`,
  gsi1sk: `${startsAt}#${openHouseId}`,
});
/**
 * An open house whose listing is on the public map, in the geo index (gsi5): its listing's coarse cell and the UTC
 * week it starts in (geoOpenHousePartition), then the listing's geohash of GEO_SORT_PRECISION characters, the start
 * and its id, so a box's runs of cells are read week by week as the listings' are.
 */
export const openHouseByGeo = (geohash: string, week: string, startsAt: string, openHouseId: string) => ({
  gsi5pk: geoOpenHousePartition(geohash, week),
  gsi5sk: `${geohash}#${startsAt}#${openHouseId}`,
});
export const openHouseByAgent = (userId: string, startsAt: string, openHouseId: string) => ({
  gsi2pk: `AGENT#${userId}`,
  gsi2sk: `OPENHOUSE#${startsAt}#${openHouseId}`,
});
export const lead = (propertyId: string, createdAt: string, leadId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: `LEAD#${createdAt}#${leadId}` });
export const leadByAgent = (userId: string, createdAt: string, leadId: string) => ({ gsi1pk: `AGENT#${userId}`, gsi1sk: `LEAD#${createdAt}#${leadId}` });
export const leadPrefix = 'LEAD#';
/** A lead by the person's address (gsi2): what a visitor's own removal request finds, for every agent. */
export const leadByAddress = (email: string, createdAt: string, leadId: string) => ({
  gsi2pk: `LEADADDR#${email.toLowerCase()}`,
  gsi2sk: `LEAD#${createdAt}#${leadId}`,
});
export const leadAddressPartition = (email: string) => `LEADADDR#${email.toLowerCase()}`;
/** A lead by the month it came in (gsi3): what the retention worker reads, one month at a time. */
export const leadByMonth = (createdAt: string, leadId: string) => ({ gsi3pk: `LEADMONTH#${createdAt.slice(0, 7)}`, gsi3sk: `${createdAt}#${leadId}` });
export const leadMonthPartition = (month: string) => `LEADMONTH#${month}`;
/** A visitor's removal link, by its token's hash. */
export const removalRequest = (tokenHash: string) => ({ pk: `REMOVALREQ#${tokenHash}`, sk: 'REMOVALREQ' });
export const propertyPrefix = 'PROPERTY#';
export const view = (propertyId: string, viewedAt: string, viewId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: `VIEW#${viewedAt}#${viewId}` });
export const viewDedupe = (propertyId: string, viewerKey: string, windowStart: number) => ({
  pk: `VIEWDEDUPE#${propertyId}#${viewerKey}#${windowStart}`,
  sk: 'VIEWDEDUPE',
});
export const savedListing = (userId: string, propertyId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDLISTING#${propertyId}` });
export const savedListingPrefix = 'SAVEDLISTING#';
/** The brokerage name's uniqueness lock, owned by its first broker. */
export const brokerage = (brokerageName: string) => ({ pk: brokeragePartition(brokerageName), sk: 'BROKERAGE' });
/** An agent's request to join (pending), then membership (approved), or its end (declined, removed). */
export const brokerageMembership = (brokerageName: string, agentId: string) => ({ pk: brokeragePartition(brokerageName), sk: `MEMBER#${agentId}` });
export const brokerageMembershipPrefix = 'MEMBER#';
export const savedOpenHouse = (userId: string, openHouseId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDOH#${openHouseId}` });
export const savedOpenHousePrefix = 'SAVEDOH#';
/** A buyer's saved search (filters, area, how to be told); its ULID id sorts the newest last. */
export const savedSearch = (userId: string, searchId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDSEARCH#${searchId}` });
export const savedSearchPrefix = 'SAVEDSEARCH#';
/** How many searches a user saved: creating and deleting move it in the same transaction, so the limit holds. */
export const savedSearchCount = (userId: string) => ({ pk: `USER#${userId}`, sk: 'SAVEDSEARCHCOUNT' });
/** An alerting saved search filed under one geohash cell its area touches ('*': the nationwide partition of the layout before the wide index). */
export const savedSearchArea = (cell: string, userId: string, searchId: string) => ({ pk: `SEARCHAREA#${cell}`, sk: `SEARCH#${userId}#${searchId}` });
export const savedSearchAreaPartition = (cell: string) => `SEARCHAREA#${cell}`;
/** An alerting saved search without a usable area, filed by price range and type (`any` when unset), sorted by its least bedrooms. */
export const savedSearchWide = (bucket: string, minBedrooms: number, userId: string, searchId: string) => ({
  pk: savedSearchWidePartition(bucket),
  sk: `${savedSearchWideBeds(minBedrooms)}SEARCH#${userId}#${searchId}`,
});
export const savedSearchWidePartition = (bucket: string) => `SEARCHWIDE#${bucket}`;
/** The sort-key prefix of wide searches asking at least `minBedrooms` bedrooms (two digits, so they sort as numbers). */
export const savedSearchWideBeds = (minBedrooms: number) => `BEDS#${String(minBedrooms).padStart(2, '0')}#`;
/** A buyer's saved-search match waiting for its e-mail (instant: the next few minutes' one; daily: the morning's). */
export const searchAlertMail = (userId: string, frequency: string, id: string) => ({ pk: `USER#${userId}`, sk: `SEARCHMAIL#${frequency}#${id}` });
export const searchAlertMailPrefix = (frequency: string) => `SEARCHMAIL#${frequency}#`;
export const searchAlertMailsPrefix = 'SEARCHMAIL#';
export const searchHit = (userId: string, searchId: string, at: string, listingId: string) => ({
  pk: `USER#${userId}`,
  sk: `SEARCHHIT#${searchId}#${at}#${listingId}`,
});
export const searchHitPrefix = (searchId: string) => `SEARCHHIT#${searchId}#`;
// Profiles, account, settings and messages
export const settings = (userId: string) => ({ pk: `USER#${userId}`, sk: 'SETTINGS' });
/** A lead from a public profile has no listing: it lives in its agent's partition. */
export const profileLead = (agentId: string, createdAt: string, leadId: string) => ({ pk: `AGENT#${agentId}`, sk: `LEAD#${createdAt}#${leadId}` });
/** One conversation per lead (same id): the inquiry, the agent's state (read, starred, …), replies. */
export const message = (leadId: string) => ({ pk: `MESSAGE#${leadId}`, sk: 'MESSAGE' });
export const messageInInbox = (agentId: string, createdAt: string, leadId: string) => ({
  gsi1pk: `INBOX#${agentId}`,
  gsi1sk: `MESSAGE#${createdAt}#${leadId}`,
});
export const messageSentBy = (userId: string, createdAt: string, leadId: string) => ({ gsi2pk: `SENT#${userId}`, gsi2sk: `MESSAGE#${createdAt}#${leadId}` });
export const inboxPartition = (agentId: string) => `INBOX#${agentId}`;
export const sentPartition = (userId: string) => `SENT#${userId}`;
export const messagePrefix = 'MESSAGE#';
// Lead capture at the door
export const signInForm = (openHouseId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: 'SIGNINFORM' });
export const signInReceipt = (openHouseId: string, clientId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `SIGNIN#${clientId}` });
export const signInReceiptPrefix = 'SIGNIN#';
export const signInFormPartition = (openHouseId: string) => `OPENHOUSE#${openHouseId}`;
export const thankYou = (openHouseId: string, email: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `THANKED#${email}` });
/** The agent's optional second message of an open house (on/off, delay, texts) and its once-per-visitor claims. */
export const secondMessage = (openHouseId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: 'SECONDMESSAGE' });
export const secondMessageSent = (openHouseId: string, email: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `SECONDSENT#${email}` });
export const secondMessageSentPrefix = 'SECONDSENT#';
/** A visitor said no to being contacted at one of this agent's sign-ins: no later sign-in's yes lifts it. */
export const visitorConsentDeclined = (agentId: string, email: string) => ({ pk: `CONSENT#${agentId}`, sk: `DECLINED#${email.toLowerCase()}` });
// The daily limit on automated mail to new addresses: who an account has mailed, and each day's counts
export const mailedAddress = (userId: string, email: string) => ({ pk: `MAILED#${userId}`, sk: `EMAIL#${email.toLowerCase()}` });
export const mailAllowanceDay = (userId: string, day: string) => ({ pk: `MAILDAY#${userId}`, sk: `DAY#${day}` });
export const mailHeldBack = (userId: string, day: string, email: string) => ({ pk: `MAILDAY#${userId}`, sk: `HELD#${day}#${email.toLowerCase()}` });
export const optOut = (agentId: string, email: string) => ({ pk: `OPTOUT#${agentId}`, sk: `EMAIL#${email}` });
export const optOutToken = (token: string) => ({ pk: `OPTOUTTOKEN#${token}`, sk: 'OPTOUTTOKEN' });
/**
 * What is suppressed for an address, one item each: everything (a hard bounce or a complaint: sk SUPPRESSED)
 * or one kind of mail it unsubscribed from (SUPPRESSED#kind; an agent's mail per agent: SUPPRESSED#agent-mail#agentId).
 */
export const mailSuppressionPartition = (email: string) => `SUPPRESSED#${email.toLowerCase()}`;
export const mailSuppression = (email: string, scope = 'all', agentId: string | null = null) => ({
  pk: mailSuppressionPartition(email),
  sk: scope === 'all' ? 'SUPPRESSED' : agentId ? `SUPPRESSED#${scope}#${agentId}` : `SUPPRESSED#${scope}`,
});
// Notifications: the in-app list, its unread counter, per-event delivery claims, deferred e-mail, preferences
export const notification = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIF#${id}` });
export const notificationPrefix = 'NOTIF#';
export const notificationState = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFSTATE' });
export const notificationClaim = (userId: string, channel: string, eventKey: string) => ({ pk: `USER#${userId}`, sk: `NOTIFCLAIM#${channel}#${eventKey}` });
export const pendingNotificationMail = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIFMAIL#${id}` });
export const pendingNotificationMailPrefix = 'NOTIFMAIL#';
export const notificationPrefs = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFPREFS' });
export const leadPipeline = (agentId: string, leadId: string) => ({ pk: `LEADSTATE#${agentId}`, sk: `LEAD#${leadId}` });
export const leadPipelinePartition = (agentId: string) => `LEADSTATE#${agentId}`;
export const buyerEngagement = (agentId: string, buyerUserId: string) => ({ pk: `LEADSTATE#${agentId}`, sk: `ENGAGEMENT#${buyerUserId}` });
export const buyerEngagementPrefix = 'ENGAGEMENT#';
// Analytics rollups: one partition per agent, so one query answers a range of days
export const analyticsPartition = (agentId: string) => `ANALYTICS#${agentId}`;
/** The agent's totals of one UTC day (YYYY-MM-DD). */
export const analyticsDay = (agentId: string, day: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `DAY#${day}` });
export const analyticsDayPrefix = 'DAY#';
/** One listing's counts of one day, sorted by day first: a day range answers every listing at once. */
export const analyticsDayOfListings = (agentId: string, day: string, listingId: string) => ({
  pk: `ANALYTICS#${agentId}`,
  sk: `DAYLISTING#${day}#${listingId}`,
});
export const analyticsDayOfListingsPrefix = 'DAYLISTING#';
/** One listing's counts of one month (YYYY-MM): whole months of a long range without reading each day. */
export const analyticsMonthOfListings = (agentId: string, month: string, listingId: string) => ({
  pk: `ANALYTICS#${agentId}`,
  sk: `MONTHLISTING#${month}#${listingId}`,
});
export const analyticsMonthOfListingsPrefix = 'MONTHLISTING#';
/** One listing's counts of one day, sorted by listing first: one listing's days without the others'. */
export const analyticsListingDay = (agentId: string, listingId: string, day: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `LISTING#${listingId}#DAY#${day}` });
export const analyticsListingDayPrefix = (listingId: string) => `LISTING#${listingId}#DAY#`;
/** How many of the agent's leads are in each status now. */
export const analyticsLeadStatus = (agentId: string) => ({ pk: `ANALYTICS#${agentId}`, sk: 'LEADSTATUS' });
// MLS sync
export const mlsConfiguration = (userId: string, configId: string) => ({ pk: `USER#${userId}`, sk: `MLSCONFIG#${configId}` });
export const mlsConfigurationPrefix = 'MLSCONFIG#';
export const mlsConfigPartition = (configId: string) => `MLSCONFIG#${configId}`;
export const mlsMapping = (configId: string, listingKey: string) => ({ pk: `MLSCONFIG#${configId}`, sk: `MLSLISTING#${listingKey}` });
export const mlsMappingPrefix = 'MLSLISTING#';
/** Where the MLS listing a record's system identity names is stored, when that is not the id the identity gives (an older import under its server's id). */
export const mlsListingAlias = (systemListingId: string) => ({ pk: `MLSALIAS#${systemListingId}`, sk: 'MLSALIAS' });
/** A mapping that links an agent to a listing another account owns (co-list agent, broker by office), newest link first: the agent's linked listings. */
export const linkedListingOfAgent = (userId: string, linkedAt: string, propertyId: string) => ({
  gsi2pk: `LINKED#${userId}`,
  gsi2sk: `${linkedAt}#${propertyId}`,
});
export const linkedListingsPartition = (userId: string) => `LINKED#${userId}`;
export const mlsSyncLog = (configId: string, startedAt: string, logId: string) => ({ pk: `MLSCONFIG#${configId}`, sk: `MLSSYNC#${startedAt}#${logId}` });
export const mlsSyncLogPrefix = 'MLSSYNC#';
// MLS trust: the registry of known MLSs, who holds each member id, review requests
export const mlsRegistryPartition = 'MLSREGISTRY';
export const mlsRegistryEntry = (mlsId: string) => ({ pk: mlsRegistryPartition, sk: `MLS#${mlsId}` });
export const mlsRegistryEntryPrefix = 'MLS#';
/** One server address of a registered MLS (normalized): a server belongs to one MLS. */
export const mlsRegistryServer = (serverKey: string) => ({ pk: `MLSSERVER#${serverKey}`, sk: 'MLSSERVER' });
/** The one verified holder of an MLS member (or office) id. */
export const mlsMemberHolder = (mlsId: string, kind: string, memberId: string) => ({ pk: `MLSHOLDER#${mlsId}#${kind}#${memberId}`, sk: 'MLSHOLDER' });
export const mlsReview = (reviewId: string) => ({ pk: `MLSREVIEW#${reviewId}`, sk: 'MLSREVIEW' });
/** Review requests by status, oldest first (the admin screen's queue). */
export const mlsReviewByStatus = (status: string, createdAt: string, reviewId: string) => ({
  gsi1pk: `MLSREVIEWS#${status}`,
  gsi1sk: `${createdAt}#${reviewId}`,
});
export const mlsReviewsPartition = (status: string) => `MLSREVIEWS#${status}`;
// Support requests
/** A support request in its author's partition (their Help page lists these, newest first). */
export const supportRequest = (userId: string, requestId: string) => ({ pk: `USER#${userId}`, sk: `SUPPORT#${requestId}` });
export const supportRequestPrefix = 'SUPPORT#';
/** The admins' inbox, one partition per status: priority before standard ('0' < '1'), then oldest first. */
export const supportInbox = (status: string, priorityRank: string, createdAt: string, requestId: string) => ({
  gsi1pk: `SUPPORTINBOX#${status}`,
  gsi1sk: `${priorityRank}#${createdAt}#${requestId}`,
});
export const supportInboxPartition = (status: string) => `SUPPORTINBOX#${status}`;
// Calendar feeds
export const calendarFeed = (userId: string, kind: string) => ({ pk: `USER#${userId}`, sk: `CALFEED#${kind}` });
/** A feed found by the SHA-256 of its secret (the secret itself is never stored). */
export const calendarFeedToken = (tokenHash: string) => ({ pk: `CALFEEDTOKEN#${tokenHash}`, sk: 'CALFEEDTOKEN' });
// Open-house day plans
/** A buyer's choices for one day's itinerary (YYYY-MM-DD in the listings' zone). */
export const dayPlan = (userId: string, date: string) => ({ pk: `USER#${userId}`, sk: `DAYPLAN#${date}` });
export const dayPlanPrefix = 'DAYPLAN#';
/** A day plan found by the SHA-256 of its share link's secret (the secret itself is never stored). */
export const dayPlanShare = (tokenHash: string) => ({ pk: `DAYPLANSHARE#${tokenHash}`, sk: 'DAYPLANSHARE' });
// CRM sync
export const crmConnection = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CRMCONNECTION' });
export const crmDelivery = (agentId: string, leadId: string) => ({ pk: `CRMDELIVERY#${agentId}`, sk: `LEAD#${leadId}` });
export const crmDeliveryPartition = (agentId: string) => `CRMDELIVERY#${agentId}`;
// Subscriptions
export const subscription = (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' });
/** A user's lease on changing their subscription, so concurrent requests cannot create two. */
export const billingLock = (userId: string) => ({ pk: `USER#${userId}`, sk: 'BILLINGLOCK' });
/** Uniqueness of a payment customer id, and its user for webhooks. */
export const stripeCustomer = (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'STRIPECUSTOMER' });
/** Uniqueness of a payment subscription id. */
export const stripeSubscription = (subscriptionId: string) => ({ pk: `STRIPESUBSCRIPTION#${subscriptionId}`, sk: 'STRIPESUBSCRIPTION' });
export const stripeEvent = (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'STRIPEEVENT' });

/** The street index partition that holds streets beginning with a prefix of STREET_PARTITION_LENGTH letters or more. */
export function streetPartition(street: string): string {
  return `ADDR#${street.slice(0, STREET_PARTITION_LENGTH)}`;
}

/** The geo index partition that holds a cell (a geohash of GEO_PARTITION_PRECISION characters or more). */
export function geoPartition(cell: string): string {
  return `GEO#${cell.slice(0, GEO_PARTITION_PRECISION)}`;
}

/** The geo index partition of the open houses starting in a UTC week (its Monday) in a cell (GEO_PARTITION_PRECISION characters or more): by week, then cell. */
export function geoOpenHousePartition(cell: string, week: string): string {
  return `GEOOH#${week}#${cell.slice(0, GEO_PARTITION_PRECISION)}`;
}

/** The partition of the geo counts that holds a cell (GEO_COUNT_PARTITION_PRECISION characters or more). */
export function geoCountPartition(cell: string): string {
  return `GEOCOUNT#${cell.slice(0, GEO_COUNT_PARTITION_PRECISION)}`;
}

/** Brokerage names match case- and space-insensitively. */
export function brokeragePartition(brokerageName: string): string {
  return `BROKERAGE#${brokerageName.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/**
 * Bedrooms in a sort key: 0 to 9 as the digit (as every key written before 10+ bedrooms were kept), 10 to
 * 99 as "9~NN", which sorts after "9#…" and in order among themselves, so no stored key has to change.
 */
function bedroomsPart(bedrooms: number): string {
  return bedrooms < 10 ? String(bedrooms) : `9~${String(bedrooms).padStart(2, '0')}`;
}

/** Prices sort as text in keys, so they are zero-padded to the largest allowed price's width. */
function pricePart(price: number): string {
  return String(price).padStart(10, '0');
}
/** One e-mail confirmation link, by the SHA-256 of its token. */
export const emailConfirmation = (tokenHash: string) => ({ pk: `EMAILCONFIRM#${tokenHash}`, sk: 'EMAILCONFIRM' });
/** An API key by its public id (the one read a keyed request makes), in its owner's keys (gsi1). */
export const apiKey = (keyId: string) => ({ pk: `APIKEY#${keyId}`, sk: 'APIKEY' });
export const apiKeyByUser = (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `APIKEY#${createdAt}` });
export const apiKeysOfUserPrefix = 'APIKEY#';
// People's data (issue 44)
/** The account's latest export of its data (one at a time). */
export const accountExport = (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACCOUNTEXPORT' });
/** Items outside the user's partition that name the user, in the user's index (gsi1 USER#id): found again when the account is deleted. */
export const ofUser = (userId: string, kind: string, suffix: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `${kind}#${suffix}` });
// The shared lead pool of a Team brokerage, keyed by its broker (a name's later owner starts a pool of their own)
/** A lead of a team member in the pool: who holds it (none: unassigned) and its history. */
export const teamLead = (leadId: string) => ({ pk: `TEAMLEAD#${leadId}`, sk: 'TEAMLEAD' });
/** Every lead of the team, newest first (the broker's All view). */
export const teamLeadOfTeam = (brokerId: string, createdAt: string, leadId: string) => ({
  gsi1pk: teamLeadsPartition(brokerId),
  gsi1sk: `${createdAt}#${leadId}`,
});
export const teamLeadsPartition = (brokerId: string) => `LEADPOOL#${brokerId}`;
/** The team's leads by holder: the unassigned ones (the pool) or one member's, newest first. */
export const teamLeadByHolder = (brokerId: string, holderId: string | null, createdAt: string, leadId: string) => ({
  gsi2pk: teamLeadsHeldPartition(brokerId, holderId),
  gsi2sk: `${createdAt}#${leadId}`,
});
export const teamLeadsHeldPartition = (brokerId: string, holderId: string | null) =>
  holderId ? `LEADPOOL#${brokerId}#HELD#${holderId}` : `LEADPOOL#${brokerId}#OPEN`;
/** An agent's own leads that entered their team's pool, newest first (who holds them now). */
export const teamLeadByOrigin = (brokerId: string, agentId: string, createdAt: string, leadId: string) => ({
  gsi3pk: teamLeadsFromPartition(brokerId, agentId),
  gsi3sk: `${createdAt}#${leadId}`,
});
export const teamLeadsFromPartition = (brokerId: string, agentId: string) => `LEADPOOLFROM#${brokerId}#${agentId}`;
/** The broker's pool rules and each member's availability for round-robin, in one partition. */
export const teamPoolPartition = (brokerId: string) => `LEADPOOLTEAM#${brokerId}`;
export const teamPoolRules = (brokerId: string) => ({ pk: teamPoolPartition(brokerId), sk: 'RULES' });
export const teamPoolAvailability = (brokerId: string, agentId: string) => ({ pk: teamPoolPartition(brokerId), sk: `AVAILABLE#${agentId}` });
export const teamPoolAvailabilityPrefix = 'AVAILABLE#';
