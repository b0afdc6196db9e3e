/**
 * The single DynamoDB table: every key string is built here and nowhere else. Each kind of item is
 * defined once with `defineEntity` (entity.ts) beside its record; access-patterns.ts lists each way the
 * product reads the table, the index it uses and the repository function that serves it. No request
 * path scans.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  gsi4: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  /** Public listings by place: a coarse geohash cell, then the listing's fine geohash (map viewport queries). */
  gsi5: { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  /** Public listings by street: the street's first letters, then the street, house number and id (address suggestions). */
  gsi6: { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  ttlAttribute: 'expiresAt',
} as const;

/** Every global secondary index, in creation order (CloudFormation adds one per deploy to an existing table). */
export const GLOBAL_INDEXES = [TABLE_KEYS.gsi1, TABLE_KEYS.gsi2, TABLE_KEYS.gsi3, TABLE_KEYS.gsi4, TABLE_KEYS.gsi5, TABLE_KEYS.gsi6] as const;

/**
 * The geo index's partitions are geohash cells of 2 characters (11.25° × 5.6°, about 1,000 × 600 km): the
 * contiguous US is some 40 of them, so a country-sized box is a few dozen Queries, and a city-sized box is a
 * few Queries on one or two partitions narrowed by a sort-key prefix. The sort key is the listing's geohash
 * of GEO_SORT_PRECISION characters (about 1 m) then its id.
 */
export const GEO_PARTITION_PRECISION = 2;
export const GEO_SORT_PRECISION = 9;

/**
 * The map's precomputed counts (GEOCOUNT#<1-char cell> / <4-char cell>): public listings per geohash cell of
 * GEO_COUNT_PRECISION characters (about 39 × 20 km), in partitions of GEO_COUNT_PARTITION_PRECISION character
 * (45° × 45°; the US is some 6), so a zoomed-out box reads its clusters in one Query per run of consecutive
 * 2-character cells of its cover (the lower 48: 10 Queries; one Query per 2-character cell measured 35 Queries,
 * three waves, on DynamoDB Local). The browse counters share one partition; these split the load six ways.
 */
export const GEO_COUNT_PRECISION = 4;
export const GEO_COUNT_PARTITION_PRECISION = 1;

/**
 * The street index's partitions are a street name's first letters (normalized: "main st" → `ADDR#mai`), so a
 * suggestion is one Query with a sort-key prefix; its sort key is the street, the house number and the id.
 */
export const STREET_PARTITION_LENGTH = 3;

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  userPartition: (userId: string) => `USER#${userId}`,
  emailLock: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  session: (sessionHash: string) => ({ pk: `SESSION#${sessionHash}`, sk: 'SESSION' }),
  sessionByUser: (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `SESSION#${createdAt}` }),
  sessionsOfUserPrefix: 'SESSION#',
  waitlist: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  rate: (scope: string, key: string, windowStart: number) => ({ pk: `RATE#${scope}#${key}#${windowStart}`, sk: 'RATE' }),
  failureStreak: (scope: string, key: string) => ({ pk: `STREAK#${scope}#${key}`, sk: 'STREAK' }),
  twoFactor: (userId: string) => ({ pk: `USER#${userId}`, sk: 'TWOFACTOR' }),
  signInChallenge: (challengeHash: string) => ({ pk: `SIGNINCHALLENGE#${challengeHash}`, sk: 'SIGNINCHALLENGE' }),
  property: (propertyId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: 'PROPERTY' }),
  propertyPartition: (propertyId: string) => `PROPERTY#${propertyId}`,
  propertyByAgent: (userId: string, createdAt: string, propertyId: string) => ({ gsi1pk: `AGENT#${userId}`, gsi1sk: `PROPERTY#${createdAt}#${propertyId}` }),
  agentPartition: (userId: string) => `AGENT#${userId}`,
  activeListingsPartition: 'LISTINGS#ACTIVE',
  activeByCreated: (createdAt: string, propertyId: string) => ({ gsi2pk: 'LISTINGS#ACTIVE', gsi2sk: `CREATED#${createdAt}#${propertyId}` }),
  activeByPrice: (price: number, propertyId: string) => ({ gsi3pk: 'LISTINGS#ACTIVE', gsi3sk: `PRICE#${pricePart(price)}#${propertyId}` }),
  activeByBedrooms: (bedrooms: number, price: number, propertyId: string) => ({ gsi4pk: 'LISTINGS#ACTIVE', gsi4sk: `BEDS#${bedroomsPart(bedrooms)}#PRICE#${pricePart(price)}#${propertyId}` }),
  /** A public listing with coordinates in the geo index (gsi5), from its geohash of GEO_SORT_PRECISION characters. */
  listingByGeo: (geohash: string, propertyId: string) => ({ gsi5pk: geoPartition(geohash), gsi5sk: `${geohash}#${propertyId}` }),
  /** The geo index partition that holds a cell (a geohash of GEO_PARTITION_PRECISION characters or more). */
  geoPartition: (cell: string) => geoPartition(cell),
  /** The count of public listings in one geohash cell of GEO_COUNT_PRECISION characters (map clusters when zoomed out). */
  geoCounter: (cell: string) => ({ pk: geoCountPartition(cell), sk: cell.slice(0, GEO_COUNT_PRECISION) }),
  /** The partition of the geo counts that holds a cell (GEO_COUNT_PARTITION_PRECISION characters or more). */
  geoCountPartition: (cell: string) => geoCountPartition(cell),
  /** A public listing in the street index (gsi6), from its normalized street name and house number. */
  listingByStreet: (street: string, number: string, propertyId: string) => ({ gsi6pk: streetPartition(street), gsi6sk: `${street}#${number}#${propertyId}` }),
  /** The street index partition that holds streets beginning with a prefix of STREET_PARTITION_LENGTH letters or more. */
  streetPartition: (streetPrefix: string) => streetPartition(streetPrefix),
  priceKey: (price: number) => `PRICE#${pricePart(price)}`,
  bedroomsKey: (bedrooms: number) => `BEDS#${bedroomsPart(bedrooms)}`,
  listingCounter: (bucket: string, bedrooms: number) => ({ pk: 'STATS#LISTINGS', sk: `BUCKET#${bucket}#BEDS#${bedrooms}` }),
  /** The cell a listing counter's sort key names (the inverse of `listingCounter`). */
  listingCounterCell: (sk: string) => {
    const [, bucket = '', , bedrooms = ''] = sk.split('#');
    return { bucket, bedrooms: Number(bedrooms) };
  },
  listingCountersPartition: 'STATS#LISTINGS',
  agentStats: (userId: string) => ({ pk: `USER#${userId}`, sk: 'STATS' }),
  openHouse: (propertyId: string, startsAt: string, openHouseId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: `OPENHOUSE#${startsAt}#${openHouseId}` }),
  openHousePrefix: 'OPENHOUSE#',
  openHouseByMonth: (startsAt: string, openHouseId: string) => ({ gsi1pk: `OPENHOUSES#${startsAt.slice(0, 7)}`, gsi1sk: `${startsAt}#${openHouseId}` }),
  openHouseByAgent: (userId: string, startsAt: string, openHouseId: string) => ({ gsi2pk: `AGENT#${userId}`, gsi2sk: `OPENHOUSE#${startsAt}#${openHouseId}` }),
  lead: (propertyId: string, createdAt: string, leadId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: `LEAD#${createdAt}#${leadId}` }),
  leadByAgent: (userId: string, createdAt: string, leadId: string) => ({ gsi1pk: `AGENT#${userId}`, gsi1sk: `LEAD#${createdAt}#${leadId}` }),
  leadPrefix: 'LEAD#',
  propertyPrefix: 'PROPERTY#',
  view: (propertyId: string, viewedAt: string, viewId: string) => ({ pk: `PROPERTY#${propertyId}`, sk: `VIEW#${viewedAt}#${viewId}` }),
  viewDedupe: (propertyId: string, viewerKey: string, windowStart: number) => ({ pk: `VIEWDEDUPE#${propertyId}#${viewerKey}#${windowStart}`, sk: 'VIEWDEDUPE' }),
  savedListing: (userId: string, propertyId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDLISTING#${propertyId}` }),
  savedListingPrefix: 'SAVEDLISTING#',
  /** The brokerage name's uniqueness lock, owned by its first broker. */
  brokerage: (brokerageName: string) => ({ pk: brokeragePartition(brokerageName), sk: 'BROKERAGE' }),
  /** An agent's request to join (pending), then membership (approved), or its end (declined, removed). */
  brokerageMembership: (brokerageName: string, agentId: string) => ({ pk: brokeragePartition(brokerageName), sk: `MEMBER#${agentId}` }),
  brokerageMembershipPrefix: 'MEMBER#',
  brokeragePartition: (brokerageName: string) => brokeragePartition(brokerageName),
  savedOpenHouse: (userId: string, openHouseId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDOH#${openHouseId}` }),
  savedOpenHousePrefix: 'SAVEDOH#',
  /** A buyer's saved search (filters, area, how to be told); its ULID id sorts the newest last. */
  savedSearch: (userId: string, searchId: string) => ({ pk: `USER#${userId}`, sk: `SAVEDSEARCH#${searchId}` }),
  savedSearchPrefix: 'SAVEDSEARCH#',
  /** How many searches a user saved: creating and deleting move it in the same transaction, so the limit holds. */
  savedSearchCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SAVEDSEARCHCOUNT' }),
  /** An alerting saved search filed under one geohash cell its area touches ('*': nationwide). */
  savedSearchArea: (cell: string, userId: string, searchId: string) => ({ pk: `SEARCHAREA#${cell}`, sk: `SEARCH#${userId}#${searchId}` }),
  savedSearchAreaPartition: (cell: string) => `SEARCHAREA#${cell}`,
  /** A buyer's saved-search match waiting for its e-mail (instant: the next few minutes' one; daily: the morning's). */
  searchAlertMail: (userId: string, frequency: string, id: string) => ({ pk: `USER#${userId}`, sk: `SEARCHMAIL#${frequency}#${id}` }),
  searchAlertMailPrefix: (frequency: string) => `SEARCHMAIL#${frequency}#`,
  // Profiles, account, settings and messages
  settings: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SETTINGS' }),
  /** A lead from a public profile has no listing: it lives in its agent's partition. */
  profileLead: (agentId: string, createdAt: string, leadId: string) => ({ pk: `AGENT#${agentId}`, sk: `LEAD#${createdAt}#${leadId}` }),
  /** One conversation per lead (same id): the inquiry, the agent's state (read, starred, …), replies. */
  message: (leadId: string) => ({ pk: `MESSAGE#${leadId}`, sk: 'MESSAGE' }),
  messageInInbox: (agentId: string, createdAt: string, leadId: string) => ({ gsi1pk: `INBOX#${agentId}`, gsi1sk: `MESSAGE#${createdAt}#${leadId}` }),
  messageSentBy: (userId: string, createdAt: string, leadId: string) => ({ gsi2pk: `SENT#${userId}`, gsi2sk: `MESSAGE#${createdAt}#${leadId}` }),
  inboxPartition: (agentId: string) => `INBOX#${agentId}`,
  sentPartition: (userId: string) => `SENT#${userId}`,
  messagePrefix: 'MESSAGE#',
  // Lead capture at the door
  signInForm: (openHouseId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: 'SIGNINFORM' }),
  signInReceipt: (openHouseId: string, clientId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `SIGNIN#${clientId}` }),
  signInReceiptPrefix: 'SIGNIN#',
  signInFormPartition: (openHouseId: string) => `OPENHOUSE#${openHouseId}`,
  thankYou: (openHouseId: string, email: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `THANKED#${email}` }),
  /** The agent's optional second message of an open house (on/off, delay, texts) and its once-per-visitor claims. */
  secondMessage: (openHouseId: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: 'SECONDMESSAGE' }),
  secondMessageSent: (openHouseId: string, email: string) => ({ pk: `OPENHOUSE#${openHouseId}`, sk: `SECONDSENT#${email}` }),
  secondMessageSentPrefix: 'SECONDSENT#',
  optOut: (agentId: string, email: string) => ({ pk: `OPTOUT#${agentId}`, sk: `EMAIL#${email}` }),
  optOutToken: (token: string) => ({ pk: `OPTOUTTOKEN#${token}`, sk: 'OPTOUTTOKEN' }),
  /** An address that bounced or complained: no mail of ours goes to it any more. */
  mailSuppression: (email: string) => ({ pk: `SUPPRESSED#${email.toLowerCase()}`, sk: 'SUPPRESSED' }),
  // Notifications: the in-app list, its unread counter, per-event delivery claims, deferred e-mail, preferences
  notification: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIF#${id}` }),
  notificationPrefix: 'NOTIF#',
  notificationState: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFSTATE' }),
  notificationClaim: (userId: string, channel: string, eventKey: string) => ({ pk: `USER#${userId}`, sk: `NOTIFCLAIM#${channel}#${eventKey}` }),
  pendingNotificationMail: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIFMAIL#${id}` }),
  pendingNotificationMailPrefix: 'NOTIFMAIL#',
  notificationPrefs: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFPREFS' }),
  leadPipeline: (agentId: string, leadId: string) => ({ pk: `LEADSTATE#${agentId}`, sk: `LEAD#${leadId}` }),
  leadPipelinePartition: (agentId: string) => `LEADSTATE#${agentId}`,
  buyerEngagement: (agentId: string, buyerUserId: string) => ({ pk: `LEADSTATE#${agentId}`, sk: `ENGAGEMENT#${buyerUserId}` }),
  buyerEngagementPrefix: 'ENGAGEMENT#',
  // Analytics rollups: one partition per agent, so one query answers a range of days
  analyticsPartition: (agentId: string) => `ANALYTICS#${agentId}`,
  /** The agent's totals of one UTC day (YYYY-MM-DD). */
  analyticsDay: (agentId: string, day: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `DAY#${day}` }),
  analyticsDayPrefix: 'DAY#',
  /** One listing's counts of one day, sorted by day first: a day range answers every listing at once. */
  analyticsDayOfListings: (agentId: string, day: string, listingId: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `DAYLISTING#${day}#${listingId}` }),
  analyticsDayOfListingsPrefix: 'DAYLISTING#',
  /** One listing's counts of one month (YYYY-MM): whole months of a long range without reading each day. */
  analyticsMonthOfListings: (agentId: string, month: string, listingId: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `MONTHLISTING#${month}#${listingId}` }),
  analyticsMonthOfListingsPrefix: 'MONTHLISTING#',
  /** One listing's counts of one day, sorted by listing first: one listing's days without the others'. */
  analyticsListingDay: (agentId: string, listingId: string, day: string) => ({ pk: `ANALYTICS#${agentId}`, sk: `LISTING#${listingId}#DAY#${day}` }),
  analyticsListingDayPrefix: (listingId: string) => `LISTING#${listingId}#DAY#`,
  /** How many of the agent's leads are in each status now. */
  analyticsLeadStatus: (agentId: string) => ({ pk: `ANALYTICS#${agentId}`, sk: 'LEADSTATUS' }),
  // MLS sync
  mlsConfiguration: (userId: string, configId: string) => ({ pk: `USER#${userId}`, sk: `MLSCONFIG#${configId}` }),
  mlsConfigurationPrefix: 'MLSCONFIG#',
  mlsConfigPartition: (configId: string) => `MLSCONFIG#${configId}`,
  mlsMapping: (configId: string, listingKey: string) => ({ pk: `MLSCONFIG#${configId}`, sk: `MLSLISTING#${listingKey}` }),
  mlsMappingPrefix: 'MLSLISTING#',
  /** Where the MLS listing a record's system identity names is stored, when that is not the id the identity gives (an older import under its server's id). */
  mlsListingAlias: (systemListingId: string) => ({ pk: `MLSALIAS#${systemListingId}`, sk: 'MLSALIAS' }),
  /** A mapping that links an agent to a listing another account owns (co-list agent, broker by office), newest link first: the agent's linked listings. */
  linkedListingOfAgent: (userId: string, linkedAt: string, propertyId: string) => ({ gsi2pk: `LINKED#${userId}`, gsi2sk: `${linkedAt}#${propertyId}` }),
  linkedListingsPartition: (userId: string) => `LINKED#${userId}`,
  mlsSyncLog: (configId: string, startedAt: string, logId: string) => ({ pk: `MLSCONFIG#${configId}`, sk: `MLSSYNC#${startedAt}#${logId}` }),
  mlsSyncLogPrefix: 'MLSSYNC#',
  // Calendar feeds
  calendarFeed: (userId: string, kind: string) => ({ pk: `USER#${userId}`, sk: `CALFEED#${kind}` }),
  /** A feed found by the SHA-256 of its secret (the secret itself is never stored). */
  calendarFeedToken: (tokenHash: string) => ({ pk: `CALFEEDTOKEN#${tokenHash}`, sk: 'CALFEEDTOKEN' }),
  // Open-house day plans
  /** A buyer's choices for one day's itinerary (YYYY-MM-DD in the listings' zone). */
  dayPlan: (userId: string, date: string) => ({ pk: `USER#${userId}`, sk: `DAYPLAN#${date}` }),
  dayPlanPrefix: 'DAYPLAN#',
  /** A day plan found by the SHA-256 of its share link's secret (the secret itself is never stored). */
  dayPlanShare: (tokenHash: string) => ({ pk: `DAYPLANSHARE#${tokenHash}`, sk: 'DAYPLANSHARE' }),
  // CRM sync
  crmConnection: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CRMCONNECTION' }),
  crmDelivery: (agentId: string, leadId: string) => ({ pk: `CRMDELIVERY#${agentId}`, sk: `LEAD#${leadId}` }),
  crmDeliveryPartition: (agentId: string) => `CRMDELIVERY#${agentId}`,
  // Subscriptions
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  /** A user's lease on changing their subscription, so concurrent requests cannot create two. */
  billingLock: (userId: string) => ({ pk: `USER#${userId}`, sk: 'BILLINGLOCK' }),
  /** Uniqueness of a payment customer id, and its user for webhooks. */
  stripeCustomer: (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'STRIPECUSTOMER' }),
  /** Uniqueness of a payment subscription id. */
  stripeSubscription: (subscriptionId: string) => ({ pk: `STRIPESUBSCRIPTION#${subscriptionId}`, sk: 'STRIPESUBSCRIPTION' }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'STRIPEEVENT' }),
} as const;

function streetPartition(street: string): string {
  return `ADDR#${street.slice(0, STREET_PARTITION_LENGTH)}`;
}

function geoPartition(cell: string): string {
  return `GEO#${cell.slice(0, GEO_PARTITION_PRECISION)}`;
}

function geoCountPartition(cell: string): string {
  return `GEOCOUNT#${cell.slice(0, GEO_COUNT_PARTITION_PRECISION)}`;
}

/** Brokerage names match case- and space-insensitively. */
function brokeragePartition(brokerageName: string): string {
  return `BROKERAGE#${brokerageName.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Prices sort as text in keys, so they are zero-padded to the largest allowed price's width. */
/**
 * Bedrooms in a sort key: 0 to 9 as the digit (as every key written before 10+ bedrooms were kept), 10 to
 * 99 as "9~NN", which sorts after "9#…" and in order among themselves, so no stored key has to change.
 */
function bedroomsPart(bedrooms: number): string {
  return bedrooms < 10 ? String(bedrooms) : `9~${String(bedrooms).padStart(2, '0')}`;
}

function pricePart(price: number): string {
  return String(price).padStart(10, '0');
}

export const ENTITY = {
  user: 'User',
  profile: 'Profile',
  emailLock: 'EmailLock',
  session: 'Session',
  waitlist: 'Waitlist',
  rate: 'RateCounter',
  failureStreak: 'FailureStreak',
  twoFactor: 'TwoFactor',
  signInChallenge: 'SignInChallenge',
  property: 'Property',
  listingCounter: 'ListingCounter',
  geoCounter: 'GeoCounter',
  agentStats: 'AgentStats',
  analyticsRollup: 'AnalyticsRollup',
  analyticsLeadStatus: 'AnalyticsLeadStatus',
  openHouse: 'OpenHouse',
  lead: 'Lead',
  view: 'PropertyView',
  viewDedupe: 'PropertyViewDedupe',
  savedListing: 'SavedListing',
  savedOpenHouse: 'SavedOpenHouse',
  savedSearch: 'SavedSearch',
  savedSearchCount: 'SavedSearchCount',
  savedSearchArea: 'SavedSearchArea',
  searchAlertMail: 'SearchAlertMail',
  settings: 'UserSettings',
  message: 'Message',
  brokerage: 'Brokerage',
  brokerageMembership: 'BrokerageMembership',
  signInForm: 'SignInForm',
  signInReceipt: 'SignInReceipt',
  leadPipeline: 'LeadPipeline',
  buyerEngagement: 'BuyerEngagement',
  thankYou: 'ThankYouSent',
  secondMessage: 'OpenHouseSecondMessage',
  secondMessageSent: 'SecondMessageSent',
  optOut: 'MailOptOut',
  optOutToken: 'MailOptOutToken',
  mailSuppression: 'MailSuppression',
  notification: 'Notification',
  notificationState: 'NotificationState',
  notificationClaim: 'NotificationClaim',
  pendingNotificationMail: 'PendingNotificationMail',
  notificationPrefs: 'NotificationPrefs',
  mlsConfiguration: 'MlsConfiguration',
  mlsMapping: 'MlsPropertyMapping',
  mlsListingAlias: 'MlsListingAlias',
  mlsSyncLog: 'MlsSyncLog',
  calendarFeed: 'CalendarFeed',
  calendarFeedToken: 'CalendarFeedToken',
  dayPlan: 'DayPlan',
  dayPlanShare: 'DayPlanShare',
  crmConnection: 'CrmConnection',
  crmDelivery: 'CrmDelivery',
  subscription: 'Subscription',
  billingLock: 'BillingLock',
  stripeCustomer: 'StripeCustomerLink',
  stripeSubscription: 'StripeSubscriptionLink',
  stripeEvent: 'StripeEvent',
} as const;

/** DynamoDB TTL wants epoch seconds. */
export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
