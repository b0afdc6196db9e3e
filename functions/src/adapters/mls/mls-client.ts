/**
 * The contract every MLS protocol client (RESO Web API, RETS 1.7.2) fulfils for the sync worker.
 * Records use RESO Data Dictionary names, whatever the wire format, so one mapping turns any MLS into
 * our listings. Clients hold no state between syncs beyond what they are given.
 */

/** One photo as the MLS lists it; the worker copies it into our bucket (MLS media URLs expire). */
export type TMlsMedia = { url: string; order: number };

/** One open house as the MLS lists it (ISO 8601 instants). */
export type TMlsOpenHouse = { key: string | null; startsAt: string; endsAt: string; remarks: string | null };

/**
 * One listing in Data Dictionary terms. `raw` keeps every field the server sent (our model lacks many:
 * they are stored, not lost). Absent or unparseable values are null.
 */
export type TMlsListing = {
  listingKey: string;
  modificationTimestamp: string;
  standardStatus: string | null;
  listPrice: number | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  unparsedAddress: string | null;
  streetNumber: string | null;
  streetName: string | null;
  unitNumber: string | null;
  city: string | null;
  stateOrProvince: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  propertyType: string | null;
  propertySubType: string | null;
  publicRemarks: string | null;
  listOfficeName: string | null;
  listAgentFullName: string | null;
  /** IDX display flags; null when the server does not send them (treated as allowed). */
  internetEntireListingDisplayYN: boolean | null;
  internetAddressDisplayYN: boolean | null;
  media: TMlsMedia[];
  openHouses: TMlsOpenHouse[];
  raw: Record<string, unknown>;
};

/** A record the server sent that could not become a listing (no key, no readable modification time). */
export type TMlsRejectedRecord = { listingKey: string | null; reason: string };

/**
 * One page of a replication run, in ModificationTimestamp order where the server allows. `rejected`
 * lists records left out of `listings`, so the sync log can count them as errors instead of losing them.
 */
export type TMlsPage = { listings: TMlsListing[]; totalCount: number | null; rejected: TMlsRejectedRecord[] };

/** What one record the server sent became: a listing, or a rejection with its reason. */
export type TMlsRecordReading = { listing: TMlsListing } | { rejected: TMlsRejectedRecord };

/** A page made of the readings of its records, in their order. */
export function pageOfReadings(readings: readonly TMlsRecordReading[], totalCount: number | null): TMlsPage {
  const page: TMlsPage = { listings: [], totalCount, rejected: [] };
  for (const reading of readings) {
    if ('listing' in reading) page.listings.push(reading.listing);
    else page.rejected.push(reading.rejected);
  }
  return page;
}

export type TMlsReplicationRequest = {
  /**
   * Only listings modified after this instant (RESO: `ModificationTimestamp gt`); the caller subtracts its
   * overlap, so listings sharing the high-water mark's instant are re-read, not missed. null for a full sync.
   */
  modifiedSince: string | null;
  pageSize: number;
};

/**
 * Who the configuration's member is, as Data Dictionary fields and the values that name them: a listing
 * is theirs when any of these fields holds its value (services/mls/ownership/mls-membership.ts builds it).
 */
export type TMlsMemberCriteria = readonly { field: string; value: string }[];

/**
 * How many listings the feed holds and how many of them are the member's, as the server counted them
 * (RESO `$count` with `$top=0`, RETS `Count=2`). null where the server could not count; `note` says why.
 */
export type TMlsFeedCount = { total: number | null; member: number | null; note: string | null };

/**
 * `loggedInMemberId`: the member the login is, in the MLS's own words (RETS: the agent code of the Login
 * reply's `User=` line; null when the server names none). Absent where the protocol has no such thing (RESO).
 */
export type TMlsConnectionResult = { ok: true; message: string; feed?: TMlsFeedCount; loggedInMemberId?: string | null } | { ok: false; message: string };

/**
 * The MLS's own word on a member or office (RESO Member / Office). `email` is null where the MLS gives none
 * or gives one that is not an address; `unsupported` when the server has no such resource or refuses it.
 */
export type TMlsMemberContact =
  { status: 'found'; email: string | null; name: string | null } | { status: 'not-found' } | { status: 'unsupported'; message: string };

export interface TMlsClient {
  /**
   * Logs in / fetches metadata; never throws for a refused login, only answers ok:false with the server's
   * message. Given the member, a connected answer also carries the server's count of the feed and of the
   * member's listings (`feed`), within the same budget; a count the server refuses is a note, not a failure.
   */
  testConnection(member?: TMlsMemberCriteria): Promise<TMlsConnectionResult>;
  /** The MLS's own word on a member or office: its e-mail where the MLS gives one. */
  findMemberContact(member: { kind: 'agent' | 'office'; mlsId: string }): Promise<TMlsMemberContact>;
  /** Pages through every listing modified since the mark; throws MlsError on a failure the sync must record. */
  replicate(request: TMlsReplicationRequest): AsyncIterable<TMlsPage>;
  /** Releases the session (RETS Logout); a no-op where the protocol has none. */
  close(): Promise<void>;
}

/** What Test connection and member verification need of a client: the connection test, the member lookup, and the session released after them. */
export type TMlsConnectionTester = Pick<TMlsClient, 'testConnection' | 'findMemberContact' | 'close'>;

/** A failure a person can read in the sync log: what was asked, what the server said. */
export class MlsError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; replyCode?: number; url?: string } = {},
  ) {
    super(message);
    this.name = 'MlsError';
  }
}
