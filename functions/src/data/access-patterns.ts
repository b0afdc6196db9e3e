import { getAccountExport } from './account-export-repository';
import { listGsi1PartitionItems, listGsi2PartitionItems, listGsi3PartitionItems, listPartitionItems } from './account-holdings-repository';
import { findUserIdByStripeCustomer, getSubscription, isStripeEventRecorded } from './subscription-repository';
import { getMlsConfiguration, listMlsConfigurations } from './mls-configuration-repository';
import { getConfigurationMembers } from './mls-configuration-members-repository';
import { getMemberHolder, getMlsReview, listMlsReviewsByStatus } from './mls-member-repository';
import { getMlsRegistryEntry, listMlsRegistry } from './mls-registry-repository';
import { getSupportRequest, listSupportInboxPage, listSupportRequestsOfUser } from './support-request-repository';
import { getMlsListingsAndAliases, getMlsMappingsByKeys } from './mls-listing-batch-repository';
import { getMlsMapping, listMlsMappings } from './mls-mapping-repository';
import { listLinkedListingIds } from './linked-listing-repository';
import { getMlsSyncLog, listMlsSyncLogs } from './mls-sync-log-repository';
import { listAllLeadsOfAgent } from './agent-leads-repository';
import { listBuyerEngagements } from './buyer-engagement-repository';
import { getLeadPipeline, listLeadPipelines } from './lead-pipeline-repository';
import { getCrmConnection, getCrmDelivery, listCrmDeliveries } from './crm-repository';
import { getOptOutToken } from './mail-opt-out-repository';
import { getEmailConfirmation } from './email-confirmation-repository';
import { getMailSuppressions, listMailSuppressionsOfAddress } from './mail-suppression-repository';
import { getMailAllowanceDay } from './mail-allowance-repository';
import { isVisitorConsentDeclined } from './visitor-consent-repository';
import { getNotificationState, listNotificationsPage } from './notification-repository';
import { countWaitingMail, listPendingNotificationMails } from './waiting-mail-repository';
import { getNotificationPrefs } from './notification-prefs-repository';
import { getSignInForm } from './sign-in-form-repository';
import { getSignInReceipt } from './sign-in-repository';
import { getAutomaticThankYouAt, listSignInReceipts } from './thank-you-repository';
import { getSecondMessage, getSecondMessageDelivery } from './second-message-repository';
import { countOpenHousesHeldByAgent, countUpcomingOpenHousesOfAgent, getAgentStats } from './agent-stats-repository';
import { getAgentSummaries } from './agent-summary-repository';
import {
  getLeadStatusCounts,
  listAnalyticsDays,
  listAnalyticsDaysOfListing,
  listAnalyticsOfListingsByDay,
  listAnalyticsOfListingsByMonth,
} from './analytics-repository';
import { findConfirmedBrokerages, getBrokerage, getBrokerageWithMemberships, getMembership } from './brokerage-repository';
import { listLeadsOfProperty } from './lead-repository';
import { listLeadsByAddress, listLeadsOfMonth } from './lead-removal-repository';
import { getRemovalRequest } from './removal-request-repository';
import { getTeamLead, getTeamPool, listTeamLeadsByHolderPage, listTeamLeadsFromAgentPage, listTeamLeadsOfTeamPage } from './team-lead-repository';
import { browseActiveListings, countActiveListings } from './listing-browse-repository';
import { listSearchHitsAfter } from './search-hit-repository';
import { listGeoCountsInRuns, listPublicListingCardsInCells, listPublicListingsInCells } from './listing-geo-repository';
import { listOpenHousesInCells, listOpenHousesPage } from './open-house-geo-repository';
import { listPublicListingsByStreet } from './listing-street-repository';
import { getMessage, getUnreadMessageCount, listInboxMessages, listSentMessages } from './message-repository';
import { getOpenHousesLastSeenAt, listOpenHousesOfAgentSince, listOpenHousesOfProperty, listUpcomingOpenHousesOfAgent } from './open-house-repository';
import { getCalendarFeedByTokenHash, getCalendarFeedOfUser } from './calendar-feed-repository';
import { getDayPlan, getDayPlanShareByTokenHash, listDayPlanDates } from './day-plan-repository';
import { getAccountRecords, getProfileParts, getSettings } from './profile-repository';
import { countPropertiesByAgent, getActivePropertyIds, getPropertiesByIds, getProperty, listPropertiesByAgent } from './property-repository';
import { countAttempts, getFailureStreak } from './rate-limit-repository';
import { getApiKey, listApiKeysOfUser } from './api-key-repository';
import { countSavedListings, listSavedListingIds, listSavedListingsPage } from './saved-listing-repository';
import { getSavedOpenHouse, listSavedOpenHouses } from './saved-open-house-repository';
import { getSavedSearch, getSavedSearchCount, listSavedSearchesPage } from './saved-search-repository';
import { listSearchesInCell } from './saved-search-area-repository';
import { readSearchIndexPage } from './saved-search-index-repository';
import { listSearchAlerts, listToldSearchMatches } from './search-alert-repository';
import { getSession, listSessionsByUser } from './session-repository';
import { getSignInChallenge } from './sign-in-challenge-repository';
import type { GLOBAL_INDEXES } from './table';
import { getTwoFactor } from './two-factor-repository';
import { findUserIdByEmail, getUserWithProfile } from './user-repository';

export type TAccessPattern = {
  pattern: string;
  /** 'table' for the primary key, else the global secondary index the read queries. */
  index: 'table' | (typeof GLOBAL_INDEXES)[number]['name'];
  key: string;
  /** The repository function that serves the read. */
  fn: (...args: never[]) => Promise<unknown>;
};

/**
 * Each way the product reads the table: the index it uses, its key condition and the repository function
 * that serves it. access-patterns.test.ts keeps it complete: every exported read of a repository is here.
 */
export const ACCESS_PATTERNS: readonly TAccessPattern[] = [
  // Accounts and sign-in
  { pattern: 'Get user with profile by id', index: 'table', key: 'pk = USER#id, sk = USER; pk = USER#id, sk = PROFILE', fn: getUserWithProfile },
  {
    pattern: 'User and profile, strongly consistent (account screens)',
    index: 'table',
    key: 'pk = USER#id, sk = USER; pk = USER#id, sk = PROFILE',
    fn: getAccountRecords,
  },
  { pattern: 'Find user id by e-mail', index: 'table', key: 'pk = EMAIL#email, sk = EMAIL', fn: findUserIdByEmail },
  { pattern: 'Get session', index: 'table', key: 'pk = SESSION#hash, sk = SESSION', fn: getSession },
  { pattern: 'List sessions of a user', index: 'gsi1', key: 'gsi1pk = USER#id, gsi1sk begins_with SESSION#', fn: listSessionsByUser },
  { pattern: 'Count attempts in a window', index: 'table', key: 'pk = RATE#scope#key#window, sk = RATE', fn: countAttempts },
  { pattern: 'Failure streak of a sign-in subject (back-off)', index: 'table', key: 'pk = STREAK#scope#key, sk = STREAK', fn: getFailureStreak },
  { pattern: 'API key by its public id (each keyed request)', index: 'table', key: 'pk = APIKEY#id, sk = APIKEY', fn: getApiKey },
  { pattern: "A user's API keys, newest first", index: 'gsi1', key: 'gsi1pk = USER#id, gsi1sk begins_with APIKEY#', fn: listApiKeysOfUser },
  { pattern: 'Two-factor enrolment of a user', index: 'table', key: 'pk = USER#id, sk = TWOFACTOR', fn: getTwoFactor },
  { pattern: 'Pending sign-in waiting for its second factor', index: 'table', key: 'pk = SIGNINCHALLENGE#hash, sk = SIGNINCHALLENGE', fn: getSignInChallenge },
  // Listings
  { pattern: 'Get property', index: 'table', key: 'pk = PROPERTY#id, sk = PROPERTY', fn: getProperty },
  {
    pattern: 'Which of some properties are published now (saved open houses, calendar feeds)',
    index: 'table',
    key: 'BatchGet pk = PROPERTY#id, sk = PROPERTY (id, status)',
    fn: getActivePropertyIds,
  },
  { pattern: "List an agent's properties, newest first", index: 'gsi1', key: 'gsi1pk = AGENT#userId, gsi1sk begins_with PROPERTY#', fn: listPropertiesByAgent },
  {
    pattern: "Count an agent's properties (with the first page of their list)",
    index: 'gsi1',
    key: 'gsi1pk = AGENT#userId, gsi1sk begins_with PROPERTY#',
    fn: countPropertiesByAgent,
  },
  { pattern: 'Browse active listings, newest first', index: 'gsi2', key: 'gsi2pk = LISTINGS#ACTIVE, gsi2sk begins_with CREATED#', fn: browseActiveListings },
  {
    pattern: 'Browse active listings by price (range)',
    index: 'gsi3',
    key: 'gsi3pk = LISTINGS#ACTIVE, gsi3sk between PRICE#min and PRICE#max',
    fn: browseActiveListings,
  },
  { pattern: 'Browse active listings by bedrooms', index: 'gsi4', key: 'gsi4pk = LISTINGS#ACTIVE, gsi4sk >= BEDS#n', fn: browseActiveListings },
  {
    pattern: 'Public listings in a map box (one Query per run of consecutive geohash cells of its cover, in parallel)',
    index: 'gsi5',
    key: 'gsi5pk = GEO#cell[0..2], gsi5sk BETWEEN first cell AND last cell~',
    fn: listPublicListingsInCells,
  },
  {
    pattern: 'Listing counts per 4-char geohash cell in a map box (zoomed-out clusters, one Query per run of consecutive 2-char cells of its cover)',
    index: 'table',
    key: 'pk = GEOCOUNT#cell[0..1], sk BETWEEN first cell AND last cell~',
    fn: listGeoCountsInRuns,
  },
  {
    pattern: 'Browse public listings in a box (the map cover, as cards; one Query per run of consecutive cells)',
    index: 'gsi5',
    key: 'gsi5pk = GEO#cell[0..2], gsi5sk BETWEEN first cell AND last cell~',
    fn: listPublicListingCardsInCells,
  },
  {
    pattern: 'Public listings on streets beginning with a prefix (address suggestions)',
    index: 'gsi6',
    key: 'gsi6pk = ADDR#street[0..3], gsi6sk begins_with street',
    fn: listPublicListingsByStreet,
  },
  { pattern: 'Count active listings per price bucket and bedrooms', index: 'table', key: 'pk = STATS#LISTINGS', fn: countActiveListings },
  { pattern: 'Agent dashboard counters', index: 'table', key: 'pk = USER#id, sk = STATS', fn: getAgentStats },
  { pattern: 'Agent cards: user and profile of each agent', index: 'table', key: 'BatchGet pk = USER#id, sk in (USER, PROFILE)', fn: getAgentSummaries },
  { pattern: 'Leads of a property, newest first', index: 'table', key: 'pk = PROPERTY#id, sk begins_with LEAD#', fn: listLeadsOfProperty },
  { pattern: 'Saved listings of a user (ids, for the hearts)', index: 'table', key: 'pk = USER#id, sk begins_with SAVEDLISTING#', fn: listSavedListingIds },
  {
    pattern: 'Saved listings of a user, a page at a time, newest listings first (Saved homes)',
    index: 'table',
    key: 'pk = USER#id, sk begins_with SAVEDLISTING#',
    fn: listSavedListingsPage,
  },
  {
    pattern: 'Count saved listings of a user (with the first page)',
    index: 'table',
    key: 'pk = USER#id, sk begins_with SAVEDLISTING#',
    fn: countSavedListings,
  },
  // Open houses
  { pattern: 'Open houses of a property', index: 'table', key: 'pk = PROPERTY#id, sk begins_with OPENHOUSE#', fn: listOpenHousesOfProperty },
  {
    pattern: 'Open houses in a map box and window (one Query per run of consecutive geohash cells of its cover and UTC week)',
    index: 'gsi5',
    key: 'gsi5pk = GEOOH#week#cell[0..2], gsi5sk BETWEEN first cell AND last cell~',
    fn: listOpenHousesInCells,
  },
  {
    pattern: 'Open houses of the map window, paged (GET /api/map/all-open-houses: coarse cells with listings, week by week)',
    index: 'gsi5',
    key: 'gsi5pk = GEOOH#week#cell[0..2]',
    fn: listOpenHousesPage,
  },
  {
    pattern: 'Upcoming open houses of an agent',
    index: 'gsi2',
    key: 'gsi2pk = AGENT#userId, gsi2sk >= OPENHOUSE#(now - 1 day)',
    fn: listUpcomingOpenHousesOfAgent,
  },
  {
    pattern: "An agent's open houses since a day (their calendar feed)",
    index: 'gsi2',
    key: 'gsi2pk = AGENT#userId, gsi2sk >= OPENHOUSE#since',
    fn: listOpenHousesOfAgentSince,
  },
  {
    pattern: 'Upcoming open houses of an agent (count)',
    index: 'gsi2',
    key: 'gsi2pk = AGENT#userId, gsi2sk >= OPENHOUSE#(now - 1 day), endsAt > now',
    fn: countUpcomingOpenHousesOfAgent,
  },
  {
    pattern: 'Open houses an agent has held (count)',
    index: 'gsi2',
    key: 'gsi2pk = AGENT#userId, gsi2sk between OPENHOUSE# and OPENHOUSE#now, endsAt <= now',
    fn: countOpenHousesHeldByAgent,
  },
  { pattern: 'Saved open houses of a user', index: 'table', key: 'pk = USER#id, sk begins_with SAVEDOH#', fn: listSavedOpenHouses },
  { pattern: 'One saved open house of a user', index: 'table', key: 'pk = USER#id, sk = SAVEDOH#openHouseId', fn: getSavedOpenHouse },
  // Saved searches
  {
    pattern: "A user's saved searches, newest first, a page at a time",
    index: 'table',
    key: 'pk = USER#id, sk begins_with SAVEDSEARCH# (descending)',
    fn: listSavedSearchesPage,
  },
  { pattern: 'One saved search of a user', index: 'table', key: 'pk = USER#id, sk = SAVEDSEARCH#id', fn: getSavedSearch },
  {
    pattern: "A saved search's new matches: the listings it was told of after its last visit",
    index: 'table',
    key: 'pk = USER#id, sk between SEARCHHIT#searchId#visit and SEARCHHIT#searchId#~',
    fn: listSearchHitsAfter,
  },
  { pattern: 'How many searches a user has saved (the limit)', index: 'table', key: 'pk = USER#id, sk = SAVEDSEARCHCOUNT', fn: getSavedSearchCount },
  { pattern: 'The alerting saved searches filed under one geohash cell', index: 'table', key: 'pk = SEARCHAREA#cell', fn: listSearchesInCell },
  {
    pattern:
      "A page of the alerting saved searches a listing event can match: its cell at each precision, the wide index's four ranges its price range, type and bedrooms reach, the earlier nationwide cell",
    index: 'table',
    key: 'pk = SEARCHAREA#cell | pk = SEARCHWIDE#priceRange#type, sk between BEDS#00# and BEDS#bedrooms#~ | pk = SEARCHAREA#*',
    fn: readSearchIndexPage,
  },
  {
    pattern: "A person's saved-search matches waiting for their instant or daily e-mail, oldest first",
    index: 'table',
    key: 'pk = USER#id, sk begins_with SEARCHMAIL#frequency#',
    fn: listSearchAlerts,
  },
  {
    pattern: "Which of a listing event's matches were told already (their in-app claims), before telling the rest",
    index: 'table',
    key: 'BatchGet pk = USER#id, sk = NOTIFCLAIM#in-app#search#searchId#listingId#event',
    fn: listToldSearchMatches,
  },
  {
    pattern: 'Open houses by where they were last seen (saved open houses, sign-in forms); a moved one in its listing',
    index: 'table',
    key: 'BatchGet pk = PROPERTY#id, sk = OPENHOUSE#startsAt#id; misses: pk = PROPERTY#id, sk begins_with OPENHOUSE#',
    fn: getOpenHousesLastSeenAt,
  },
  // Brokerages
  { pattern: 'Owner (broker) of a brokerage name', index: 'table', key: 'pk = BROKERAGE#name, sk = BROKERAGE', fn: getBrokerage },
  {
    pattern: 'A brokerage with its membership requests and members',
    index: 'table',
    key: 'pk = BROKERAGE#name (sk BROKERAGE and MEMBER#agentId)',
    fn: getBrokerageWithMemberships,
  },
  { pattern: "One agent's membership of a brokerage", index: 'table', key: 'pk = BROKERAGE#name, sk = MEMBER#agentId', fn: getMembership },
  // The shared lead pool of a Team brokerage
  {
    pattern: 'One lead of a team pool, strongly consistent (claim, assign, auto-return)',
    index: 'table',
    key: 'pk = TEAMLEAD#leadId, sk = TEAMLEAD',
    fn: getTeamLead,
  },
  {
    pattern: "Every lead of a team, newest first (the broker's All view)",
    index: 'gsi1',
    key: 'gsi1pk = LEADPOOL#brokerId, gsi1sk = createdAt#leadId (descending, paged)',
    fn: listTeamLeadsOfTeamPage,
  },
  {
    pattern: "A team's unassigned leads, or one member's, newest first",
    index: 'gsi2',
    key: 'gsi2pk = LEADPOOL#brokerId#OPEN | LEADPOOL#brokerId#HELD#userId, gsi2sk = createdAt#leadId (descending, paged)',
    fn: listTeamLeadsByHolderPage,
  },
  {
    pattern: "An agent's own leads in a team pool, newest first",
    index: 'gsi3',
    key: 'gsi3pk = LEADPOOLFROM#brokerId#agentId, gsi3sk = createdAt#leadId (descending, paged)',
    fn: listTeamLeadsFromAgentPage,
  },
  {
    pattern: "A team pool's rules and its members' availability",
    index: 'table',
    key: 'pk = LEADPOOLTEAM#brokerId (sk RULES and AVAILABLE#agentId)',
    fn: getTeamPool,
  },
  {
    pattern: 'Confirmed brokerages of card agents',
    index: 'table',
    key: 'BatchGet pk = BROKERAGE#name, sk in (BROKERAGE, MEMBER#agentId)',
    fn: findConfirmedBrokerages,
  },
  // Profiles, settings and messages
  { pattern: 'Settings of a user', index: 'table', key: 'pk = USER#id, sk = SETTINGS', fn: getSettings },
  {
    pattern: 'Public profile parts (user, profile, settings, counters)',
    index: 'table',
    key: 'BatchGet pk = USER#id, sk in (USER, PROFILE, SETTINGS, STATS)',
    fn: getProfileParts,
  },
  { pattern: 'Get a conversation (message) by lead id', index: 'table', key: 'pk = MESSAGE#leadId, sk = MESSAGE', fn: getMessage },
  { pattern: "Unread conversations in an agent's inbox (badge)", index: 'table', key: 'pk = USER#id, sk = STATS (unreadMessages)', fn: getUnreadMessageCount },
  {
    pattern: 'Inbox of an agent, newest first (folder and search filtered)',
    index: 'gsi1',
    key: 'gsi1pk = INBOX#userId, gsi1sk begins_with MESSAGE#',
    fn: listInboxMessages,
  },
  { pattern: 'Inquiries a signed-in user sent, newest first', index: 'gsi2', key: 'gsi2pk = SENT#userId, gsi2sk begins_with MESSAGE#', fn: listSentMessages },
  // Lead capture at the door and the lead pipeline
  { pattern: 'Sign-in form of an open house', index: 'table', key: 'pk = OPENHOUSE#id, sk = SIGNINFORM', fn: getSignInForm },
  { pattern: 'Sign-in of an open house by its client id (idempotency)', index: 'table', key: 'pk = OPENHOUSE#id, sk = SIGNIN#clientId', fn: getSignInReceipt },
  { pattern: 'Visitors who signed in at an open house', index: 'table', key: 'pk = OPENHOUSE#id, sk begins_with SIGNIN#', fn: listSignInReceipts },
  {
    pattern: "When an open house's thank-you went out automatically",
    index: 'table',
    key: 'pk = OPENHOUSE#id, sk begins_with THANKED#',
    fn: getAutomaticThankYouAt,
  },
  { pattern: "An open house's second message (on/off, delay, texts)", index: 'table', key: 'pk = OPENHOUSE#id, sk = SECONDMESSAGE', fn: getSecondMessage },
  {
    pattern: "When an open house's second message went out, to how many",
    index: 'table',
    key: 'pk = OPENHOUSE#id, sk begins_with SECONDSENT#',
    fn: getSecondMessageDelivery,
  },
  {
    pattern: "Whether a visitor declined an agent's contact at a sign-in",
    index: 'table',
    key: 'pk = CONSENT#agentId, sk = DECLINED#email',
    fn: isVisitorConsentDeclined,
  },
  {
    pattern: "An account's new-address mail and held-back mail of one day",
    index: 'table',
    key: 'pk = MAILDAY#userId, sk = DAY#yyyy-mm-dd',
    fn: getMailAllowanceDay,
  },
  { pattern: "An unsubscribe link's token", index: 'table', key: 'pk = OPTOUTTOKEN#token, sk = OPTOUTTOKEN', fn: getOptOutToken },
  {
    pattern: 'Whether an address is suppressed for a send (everything, that kind, that agent), strongly consistent',
    index: 'table',
    key: 'BatchGet pk = SUPPRESSED#email, sk in (SUPPRESSED, SUPPRESSED#kind[#agentId])',
    fn: getMailSuppressions,
  },
  { pattern: "Everything suppressed for an address (its owner's settings)", index: 'table', key: 'pk = SUPPRESSED#email', fn: listMailSuppressionsOfAddress },
  {
    pattern: "An e-mail confirmation link, by its token's hash",
    index: 'table',
    key: 'pk = EMAILCONFIRM#sha256(token), sk = EMAILCONFIRM',
    fn: getEmailConfirmation,
  },
  // Notifications (the bell, alert e-mail and digests)
  {
    pattern: "A person's notifications, newest first, a page at a time",
    index: 'table',
    key: 'pk = USER#id, sk begins_with NOTIF# (descending)',
    fn: listNotificationsPage,
  },
  { pattern: "A person's unread count and mark-all-read watermark", index: 'table', key: 'pk = USER#id, sk = NOTIFSTATE', fn: getNotificationState },
  {
    pattern: "Alert e-mails waiting for a person's digest, oldest first",
    index: 'table',
    key: 'pk = USER#id, sk begins_with NOTIFMAIL#',
    fn: listPendingNotificationMails,
  },
  {
    pattern: "How many mails of one kind wait for a person (the hour's last e-mail says how many more follow)",
    index: 'table',
    key: 'pk = USER#id, sk begins_with NOTIFMAIL# or SEARCHMAIL#frequency# (Select COUNT)',
    fn: countWaitingMail,
  },
  { pattern: "A person's notification preferences", index: 'table', key: 'pk = USER#id, sk = NOTIFPREFS', fn: getNotificationPrefs },
  {
    pattern: "Every lead a person left under one address, at any agent's (a visitor's removal request)",
    index: 'gsi2',
    key: 'gsi2pk = LEADADDR#email, gsi2sk begins_with LEAD#',
    fn: listLeadsByAddress,
  },
  {
    pattern: 'Leads that came in during one month and still hold details (retention)',
    index: 'gsi3',
    key: 'gsi3pk = LEADMONTH#yyyy-mm, gsi3sk < cut-off',
    fn: listLeadsOfMonth,
  },
  { pattern: "A visitor's removal link by its token's hash", index: 'table', key: 'pk = REMOVALREQ#hash, sk = REMOVALREQ', fn: getRemovalRequest },
  {
    pattern: 'Every lead of an agent (listing, profile and open-house)',
    index: 'gsi1',
    key: 'gsi1pk = AGENT#userId, gsi1sk begins_with LEAD#',
    fn: listAllLeadsOfAgent,
  },
  { pattern: 'Pipeline state of one lead (strongly consistent)', index: 'table', key: 'pk = LEADSTATE#agentId, sk = LEAD#leadId', fn: getLeadPipeline },
  {
    pattern: "Pipeline state (status, notes, follow-up) of an agent's leads",
    index: 'table',
    key: 'pk = LEADSTATE#agentId, sk begins_with LEAD#',
    fn: listLeadPipelines,
  },
  {
    pattern: "Listings of an agent's that each signed-in buyer viewed and saved (lead score)",
    index: 'table',
    key: 'pk = LEADSTATE#agentId, sk begins_with ENGAGEMENT#',
    fn: listBuyerEngagements,
  },
  { pattern: "An agent's CRM connection", index: 'table', key: 'pk = USER#userId, sk = CRMCONNECTION', fn: getCrmConnection },
  { pattern: 'CRM delivery of one lead', index: 'table', key: 'pk = CRMDELIVERY#agentId, sk = LEAD#leadId', fn: getCrmDelivery },
  { pattern: "CRM deliveries of an agent's leads", index: 'table', key: 'pk = CRMDELIVERY#agentId, sk begins_with LEAD#', fn: listCrmDeliveries },
  // Analytics rollups (moved in the events' own transactions)
  { pattern: "An agent's totals per day in a range", index: 'table', key: 'pk = ANALYTICS#agentId, sk between DAY#from and DAY#to~', fn: listAnalyticsDays },
  {
    pattern: "Every listing's counts per day in a range (edges of a range)",
    index: 'table',
    key: 'pk = ANALYTICS#agentId, sk between DAYLISTING#from and DAYLISTING#to~',
    fn: listAnalyticsOfListingsByDay,
  },
  {
    pattern: "Every listing's counts per month in a range (whole months)",
    index: 'table',
    key: 'pk = ANALYTICS#agentId, sk between MONTHLISTING#from and MONTHLISTING#to~',
    fn: listAnalyticsOfListingsByMonth,
  },
  {
    pattern: "One listing's counts per day in a range",
    index: 'table',
    key: 'pk = ANALYTICS#agentId, sk between LISTING#id#DAY#from and LISTING#id#DAY#to~',
    fn: listAnalyticsDaysOfListing,
  },
  { pattern: "An agent's leads by current status", index: 'table', key: 'pk = ANALYTICS#agentId, sk = LEADSTATUS', fn: getLeadStatusCounts },
  // MLS sync
  { pattern: 'One MLS configuration of its owner', index: 'table', key: 'pk = USER#id, sk = MLSCONFIG#configId', fn: getMlsConfiguration },
  { pattern: 'MLS configurations of a user', index: 'table', key: 'pk = USER#id, sk begins_with MLSCONFIG#', fn: listMlsConfigurations },
  {
    pattern:
      'The MLS ids and their checks of the configurations behind some listing links, and the MLS each names (are their members proven, and for which MLS?)',
    index: 'table',
    key: 'BatchGet pk = USER#id, sk = MLSCONFIG#configId (id, userId, agentMlsId, officeMlsId, memberChecks, mlsId, providerUrl)',
    fn: getConfigurationMembers,
  },
  // MLS trust
  { pattern: 'Every registered MLS', index: 'table', key: 'pk = MLSREGISTRY, sk begins_with MLS#', fn: listMlsRegistry },
  { pattern: 'One registered MLS', index: 'table', key: 'pk = MLSREGISTRY, sk = MLS#id', fn: getMlsRegistryEntry },
  {
    pattern: 'The verified holder of an MLS member or office id',
    index: 'table',
    key: 'pk = MLSHOLDER#mlsId#kind#memberId, sk = MLSHOLDER',
    fn: getMemberHolder,
  },
  { pattern: 'One review request of a member id', index: 'table', key: 'pk = MLSREVIEW#id, sk = MLSREVIEW', fn: getMlsReview },
  {
    pattern: "Review requests by status (the admins' queue)",
    index: 'gsi1',
    key: 'gsi1pk = MLSREVIEWS#status, gsi1sk = createdAt#id',
    fn: listMlsReviewsByStatus,
  },
  { pattern: 'One support request of its author', index: 'table', key: 'pk = USER#userId, sk = SUPPORT#id', fn: getSupportRequest },
  { pattern: "An account's support requests, newest first", index: 'table', key: 'pk = USER#userId, sk begins_with SUPPORT#', fn: listSupportRequestsOfUser },
  {
    pattern: 'The support inbox by status: priority first, then oldest',
    index: 'gsi1',
    key: 'gsi1pk = SUPPORTINBOX#status, gsi1sk = priorityRank#createdAt#id',
    fn: listSupportInboxPage,
  },
  { pattern: 'Mapping of one MLS listing', index: 'table', key: 'pk = MLSCONFIG#configId, sk = MLSLISTING#listingKey', fn: getMlsMapping },
  {
    pattern: 'Mappings of a page of MLS listings, strongly consistent (sync)',
    index: 'table',
    key: 'BatchGet pk = MLSCONFIG#configId, sk = MLSLISTING#listingKey',
    fn: getMlsMappingsByKeys,
  },
  {
    pattern: 'Listings by id (a page of MLS listings in a sync; a page of saved homes)',
    index: 'table',
    key: 'BatchGet pk = PROPERTY#id, sk = PROPERTY',
    fn: getPropertiesByIds,
  },
  {
    pattern:
      'Where a page of MLS records may already be: listings at the ids their MLS identity and server give, with the alias items of their system ids (sync)',
    index: 'table',
    key: 'BatchGet pk = PROPERTY#id, sk = PROPERTY and pk = MLSALIAS#systemListingId, sk = MLSALIAS',
    fn: getMlsListingsAndAliases,
  },
  {
    pattern: 'Listings an agent is linked to (co-listed, office), newest link first',
    index: 'gsi2',
    key: 'gsi2pk = LINKED#userId, gsi2sk = linkedAt#propertyId (descending)',
    fn: listLinkedListingIds,
  },
  {
    pattern: 'Every mapping of a configuration (full-sync reconciliation)',
    index: 'table',
    key: 'pk = MLSCONFIG#configId, sk begins_with MLSLISTING#',
    fn: listMlsMappings,
  },
  { pattern: 'One sync log of a configuration', index: 'table', key: 'pk = MLSCONFIG#configId, sk = MLSSYNC#startedAt#logId', fn: getMlsSyncLog },
  {
    pattern: 'Sync logs of a configuration, newest first',
    index: 'table',
    key: 'pk = MLSCONFIG#configId, sk begins_with MLSSYNC# (descending)',
    fn: listMlsSyncLogs,
  },
  // Subscriptions
  { pattern: 'Subscription of a user', index: 'table', key: 'pk = USER#id, sk = SUBSCRIPTION', fn: getSubscription },
  { pattern: 'User of a payment customer (webhooks)', index: 'table', key: 'pk = STRIPECUSTOMER#id, sk = STRIPECUSTOMER', fn: findUserIdByStripeCustomer },
  { pattern: 'Payment event already handled', index: 'table', key: 'pk = STRIPEEVENT#id, sk = STRIPEEVENT', fn: isStripeEventRecorded },
  // Calendar feeds
  { pattern: "A person's calendar feed of one kind", index: 'table', key: 'pk = USER#id, sk = CALFEED#kind', fn: getCalendarFeedOfUser },
  { pattern: 'The calendar feed a secret opens', index: 'table', key: 'pk = CALFEEDTOKEN#sha256(secret), sk = CALFEEDTOKEN', fn: getCalendarFeedByTokenHash },
  // Open-house day plans
  { pattern: "A buyer's plan of one day (strongly consistent)", index: 'table', key: 'pk = USER#id, sk = DAYPLAN#date', fn: getDayPlan },
  { pattern: 'Days a buyer has plans for', index: 'table', key: 'pk = USER#id, sk begins_with DAYPLAN#', fn: listDayPlanDates },
  { pattern: 'The day plan a share link opens', index: 'table', key: 'pk = DAYPLANSHARE#sha256(secret), sk = DAYPLANSHARE', fn: getDayPlanShareByTokenHash },
  // People's data: export and account deletion read whole collections of one person
  { pattern: "An account's latest export of its data", index: 'table', key: 'pk = USER#id, sk = ACCOUNTEXPORT', fn: getAccountExport },
  {
    pattern:
      "Everything in one of a person's partitions (USER#, AGENT#, LEADSTATE#, ANALYTICS#, MAILED#, MAILDAY#, OPTOUT#, CONSENT#, CRMDELIVERY#; PROPERTY# and OPENHOUSE# of their listings)",
    index: 'table',
    key: 'pk = USER#id (and the others named)',
    fn: listPartitionItems,
  },
  {
    pattern: "Everything a person's gsi1 partitions hold (USER#id: sessions, links, sign-in challenges, engagements; AGENT#id: listings, leads; INBOX#id)",
    index: 'gsi1',
    key: 'gsi1pk = USER#id (AGENT#id, INBOX#id)',
    fn: listGsi1PartitionItems,
  },
  {
    pattern: "Everything a person's gsi2 partitions hold (AGENT#id: open houses; SENT#id: messages sent; LEADADDR#email: leads left)",
    index: 'gsi2',
    key: 'gsi2pk = AGENT#id (SENT#id, LEADADDR#email)',
    fn: listGsi2PartitionItems,
  },
  {
    pattern: "An agent's own leads in their team's pool (account deletion)",
    index: 'gsi3',
    key: 'gsi3pk = LEADPOOLFROM#brokerId#agentId',
    fn: listGsi3PartitionItems,
  },
];
