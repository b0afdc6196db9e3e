/**
 * The single DynamoDB table: every key string is built here and nowhere else.
 *
 * ACCESS_PATTERNS lists each way the product reads the table, the index it uses and the repository
 * function that serves it. No request path scans.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  gsi4: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ttlAttribute: 'expiresAt',
} as const;

/** Every global secondary index, in creation order (CloudFormation adds one per deploy to an existing table). */
export const GLOBAL_INDEXES = [TABLE_KEYS.gsi1, TABLE_KEYS.gsi2, TABLE_KEYS.gsi3, TABLE_KEYS.gsi4] as const;

export const ACCESS_PATTERNS = [
  { pattern: 'Get user with profile by id', index: 'table', key: 'pk = USER#id, sk in (USER, PROFILE)', fn: 'getUserWithProfile' },
  { pattern: 'Find user id by e-mail', index: 'table', key: 'pk = EMAIL#email, sk = EMAIL', fn: 'findUserIdByEmail' },
  { pattern: 'Get session', index: 'table', key: 'pk = SESSION#hash, sk = SESSION', fn: 'getSession' },
  { pattern: 'List sessions of a user', index: 'gsi1', key: 'gsi1pk = USER#id, gsi1sk begins_with SESSION#', fn: 'listSessionsByUser' },
  { pattern: 'Get waitlist entry', index: 'table', key: 'pk = WAITLIST#email, sk = WAITLIST', fn: 'joinWaitlist' },
  { pattern: 'Count attempts in a window', index: 'table', key: 'pk = RATE#scope#key#window, sk = RATE', fn: 'recordAttempt' },
  { pattern: 'Failure streak of a sign-in subject (back-off)', index: 'table', key: 'pk = STREAK#scope#key, sk = STREAK', fn: 'getFailureStreak' },
  { pattern: 'Two-factor enrolment of a user', index: 'table', key: 'pk = USER#id, sk = TWOFACTOR', fn: 'getTwoFactor' },
  { pattern: 'Pending sign-in waiting for its second factor', index: 'table', key: 'pk = SIGNINCHALLENGE#hash, sk = SIGNINCHALLENGE', fn: 'getSignInChallenge' },
  { pattern: 'Get property', index: 'table', key: 'pk = PROPERTY#id, sk = PROPERTY', fn: 'getProperty' },
  { pattern: 'List an agent\'s properties, newest first', index: 'gsi1', key: 'gsi1pk = AGENT#userId, gsi1sk begins_with PROPERTY#', fn: 'listPropertiesByAgent' },
  { pattern: 'Browse active listings, newest first', index: 'gsi2', key: 'gsi2pk = LISTINGS#ACTIVE, gsi2sk begins_with CREATED#', fn: 'browseActiveListings' },
  { pattern: 'Browse active listings by price (range)', index: 'gsi3', key: 'gsi3pk = LISTINGS#ACTIVE, gsi3sk between PRICE#min and PRICE#max', fn: 'browseActiveListings' },
  { pattern: 'Browse active listings by bedrooms', index: 'gsi4', key: 'gsi4pk = LISTINGS#ACTIVE, gsi4sk >= BEDS#n', fn: 'browseActiveListings' },
  { pattern: 'Count active listings per price bucket and bedrooms', index: 'table', key: 'pk = STATS#LISTINGS', fn: 'countActiveListings' },
  { pattern: 'Agent dashboard counters', index: 'table', key: 'pk = USER#id, sk = STATS', fn: 'getAgentStats' },
  { pattern: 'Open houses of a property', index: 'table', key: 'pk = PROPERTY#id, sk begins_with OPENHOUSE#', fn: 'listOpenHousesOfProperty' },
  { pattern: 'Leads of a property', index: 'table', key: 'pk = PROPERTY#id, sk begins_with LEAD#', fn: 'listLeadsOfProperty' },
  { pattern: 'Leads of an agent, newest first', index: 'gsi1', key: 'gsi1pk = AGENT#userId, gsi1sk begins_with LEAD#', fn: 'listLeadsByAgent' },
  { pattern: 'Saved listings of a user', index: 'table', key: 'pk = USER#id, sk begins_with SAVEDLISTING#', fn: 'listSavedListings' },
  { pattern: 'Agent profiles for cards', index: 'table', key: 'BatchGet pk = USER#id, sk = PROFILE', fn: 'getAgentSummaries' },
  { pattern: 'Open houses starting in a window', index: 'gsi1', key: 'gsi1pk = OPENHOUSES#yyyy-mm, gsi1sk between from and to', fn: 'listOpenHousesInWindow' },
  { pattern: 'Upcoming open houses of an agent', index: 'gsi2', key: 'gsi2pk = AGENT#userId, gsi2sk >= OPENHOUSE#(now - 1 day)', fn: 'listUpcomingOpenHousesOfAgent' },
  { pattern: 'Owner (broker) of a brokerage name', index: 'table', key: 'pk = BROKERAGE#name, sk = BROKERAGE', fn: 'getBrokerage' },
  { pattern: 'A brokerage with its membership requests and members', index: 'table', key: 'pk = BROKERAGE#name (sk BROKERAGE and MEMBER#agentId)', fn: 'getBrokerageWithMemberships' },
  { pattern: 'One agent\'s membership of a brokerage', index: 'table', key: 'pk = BROKERAGE#name, sk = MEMBER#agentId', fn: 'getMembership' },
  { pattern: 'Confirmed brokerages of card agents', index: 'table', key: 'BatchGet pk = BROKERAGE#name, sk in (BROKERAGE, MEMBER#agentId)', fn: 'findConfirmedBrokerages' },
  { pattern: 'Saved open houses of a user', index: 'table', key: 'pk = USER#id, sk begins_with SAVEDOH#', fn: 'listSavedOpenHouses' },
  // Profiles, account, settings and messages
  { pattern: 'Settings of a user', index: 'table', key: 'pk = USER#id, sk = SETTINGS', fn: 'getSettings' },
  { pattern: 'Public profile parts (user, profile, settings, counters)', index: 'table', key: 'BatchGet pk = USER#id, sk in (USER, PROFILE, SETTINGS, STATS)', fn: 'getProfileParts' },
  { pattern: 'Open houses an agent has held (count)', index: 'gsi2', key: 'gsi2pk = AGENT#userId, gsi2sk between OPENHOUSE# and OPENHOUSE#now, endsAt <= now', fn: 'countOpenHousesHeldByAgent' },
  { pattern: 'Get a conversation (message) by lead id', index: 'table', key: 'pk = MESSAGE#leadId, sk = MESSAGE', fn: 'getMessage' },
  { pattern: 'Inbox of an agent, newest first (folder and search filtered)', index: 'gsi1', key: 'gsi1pk = INBOX#userId, gsi1sk begins_with MESSAGE#', fn: 'listInboxMessages' },
  { pattern: 'Inquiries a signed-in user sent, newest first', index: 'gsi2', key: 'gsi2pk = SENT#userId, gsi2sk begins_with MESSAGE#', fn: 'listSentMessages' },
  { pattern: 'Subscription of a user', index: 'table', key: 'pk = USER#id, sk = SUBSCRIPTION', fn: 'getSubscription' },
  { pattern: 'User of a payment customer (webhooks)', index: 'table', key: 'pk = STRIPECUSTOMER#id, sk = STRIPECUSTOMER', fn: 'findUserIdByStripeCustomer' },
  { pattern: 'Payment event already handled', index: 'table', key: 'pk = STRIPEEVENT#id, sk = STRIPEEVENT', fn: 'isStripeEventRecorded' },
] as const;

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
  activeByBedrooms: (bedrooms: number, price: number, propertyId: string) => ({ gsi4pk: 'LISTINGS#ACTIVE', gsi4sk: `BEDS#${bedrooms}#PRICE#${pricePart(price)}#${propertyId}` }),
  priceKey: (price: number) => `PRICE#${pricePart(price)}`,
  bedroomsKey: (bedrooms: number) => `BEDS#${bedrooms}`,
  listingCounter: (bucket: string, bedrooms: number) => ({ pk: 'STATS#LISTINGS', sk: `BUCKET#${bucket}#BEDS#${bedrooms}` }),
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

/** Brokerage names match case- and space-insensitively. */
function brokeragePartition(brokerageName: string): string {
  return `BROKERAGE#${brokerageName.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Prices sort as text in keys, so they are zero-padded to the largest allowed price's width. */
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
  agentStats: 'AgentStats',
  openHouse: 'OpenHouse',
  lead: 'Lead',
  view: 'PropertyView',
  viewDedupe: 'PropertyViewDedupe',
  savedListing: 'SavedListing',
  savedOpenHouse: 'SavedOpenHouse',
  settings: 'UserSettings',
  message: 'Message',
  brokerage: 'Brokerage',
  brokerageMembership: 'BrokerageMembership',
  subscription: 'Subscription',
  billingLock: 'BillingLock',
  stripeCustomer: 'StripeCustomerLink',
  stripeSubscription: 'StripeSubscriptionLink',
  stripeEvent: 'StripeEvent',
} as const;

/** DynamoDB TTL wants epoch seconds. */
export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
