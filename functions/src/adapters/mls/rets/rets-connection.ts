import { MlsError, type TMlsConnectionResult, type TMlsConnectionTester, type TMlsMemberContact, type TMlsMemberCriteria } from '../mls-client';
import { MLS_HTTP_DEFAULTS } from '../http-retry';
import { createRequestBudget, systemClock, type TClock } from '../request-budget';
import type { TFieldOverrides } from './listing-fields';
import type { TLogoutReply } from './logout-reply';
import type { TOpenHouseFieldOverrides } from './open-house-schema';
import { RetsHttp } from './rets-http';
import { countRetsListings } from './rets-count';
import { closeRetsSession, openRetsSession, type TMetadataFormat, type TRetsSession } from './rets-session';

/** How to reach a RETS server and read its metadata: what both the full client and the connection tester are given. */
export type TRetsConnectionConfig = {
  loginUrl: string;
  username: string;
  password: string;
  userAgent: string;
  /** Sent as RETS UA-Authorization when set. */
  userAgentPassword?: string | null;
  /** Default 'RETS/1.7.2'. */
  retsVersion?: string;
  /** Default 'COMPACT' (every RETS server serves it); 'STANDARD-XML' where preferred. */
  metadataFormat?: TMetadataFormat;
  /** Override the Property resource / residential class found in metadata. */
  resource?: string;
  className?: string;
  /** Data Dictionary name → SystemName, for servers whose metadata does not say. */
  fieldOverrides?: TFieldOverrides;
  /** Read the OpenHouse resource when the server has one; default true. */
  readOpenHouses?: boolean;
  /** Open-house Data Dictionary name → SystemName, for servers whose metadata does not say. */
  openHouseFieldOverrides?: TOpenHouseFieldOverrides;
  /** Spacing of requests, as for RESO. Default 2 a second. */
  requestsPerSecond?: number;
  maxRetries?: number;
  /** A Retry-After longer than this fails the request. Default 120 s. */
  maxRetryAfterMs?: number;
  /** How long one request may take. Default 60 s. */
  requestTimeoutMs?: number;
  /** Every request of this client ends by this long after its creation (interactive calls); default none. */
  budgetMs?: number;
};

export type TRetsConnectionDeps = { fetch?: typeof fetch; clock?: TClock };

/** One RETS session, opened on first use: the connection test and Logout, and what a sync reads through. */
export type TRetsConnection = TMlsConnectionTester & {
  readonly http: RetsHttp;
  /** Logs in and reads the metadata the first time; later calls answer the same session. */
  session(): Promise<TRetsSession>;
  /** Ends the session and answers what Logout said (null without a session or a Logout URL); a RETS reply code other than 0 is an MlsError. close() is the same without the answer. */
  logout(): Promise<TLogoutReply | null>;
};

/**
 * RETS has no Member/Office resource every server offers; what it has is the Login reply's agent code
 * (testConnection's loggedInMemberId), which is how a RETS member is verified.
 */
const RETS_MEMBER_CONTACT: TMlsMemberContact = {
  status: 'unsupported',
  message: 'RETS servers name the logged-in member at Login; the member is verified by the agent code of the Login reply, not by looking up an e-mail',
};

/** A RETS 1.7.2 connection: the connection test alone is what the Test routes bundle; the full client (rets-client.ts) adds the sync. */
export function createRetsConnection(config: TRetsConnectionConfig, deps: TRetsConnectionDeps = {}): TRetsConnection {
  const clock = deps.clock ?? systemClock;
  const http = new RetsHttp(
    {
      username: config.username,
      password: config.password,
      userAgent: config.userAgent,
      userAgentPassword: config.userAgentPassword ?? null,
      retsVersion: config.retsVersion ?? 'RETS/1.7.2',
    },
    {
      fetch: deps.fetch,
      clock,
      budget: createRequestBudget({ requestsPerSecond: config.requestsPerSecond ?? MLS_HTTP_DEFAULTS.requestsPerSecond, clock }),
      maxRetries: config.maxRetries,
      maxRetryAfterMs: config.maxRetryAfterMs,
      requestTimeoutMs: config.requestTimeoutMs,
      deadline: config.budgetMs === undefined ? null : clock.now() + config.budgetMs,
    },
  );
  let session: TRetsSession | null = null;
  const open = async (): Promise<TRetsSession> => {
    session ??= await openRetsSession(http, config.loginUrl, config.metadataFormat ?? 'COMPACT', config);
    return session;
  };

  async function logout(): Promise<TLogoutReply | null> {
    if (!session) return null;
    const ending = session;
    session = null;
    return closeRetsSession(http, ending);
  }

  return {
    http,
    session: open,
    async testConnection(member?: TMlsMemberCriteria): Promise<TMlsConnectionResult> {
      try {
        const current = await open();
        const { login, system, schema, openHouseSchema } = current;
        const name = system.systemId ? `RETS server ${system.systemId}` : 'RETS server';
        const reply = login.replyText.trim() || 'Login succeeded';
        const openHouses = openHouseSchema ? `open houses in ${openHouseSchema.resource}:${openHouseSchema.className}` : 'no open houses';
        const message = `${reply} (${name}, listings in ${schema.resource}:${schema.className}, ${openHouses})`;
        const { loggedInMemberId } = login;
        if (!member) return { ok: true, message, loggedInMemberId };
        return { ok: true, message, loggedInMemberId, feed: await countRetsListings(http, current, member) };
      } catch (error) {
        if (error instanceof MlsError) return { ok: false, message: error.message };
        throw error;
      }
    },
    findMemberContact: async () => RETS_MEMBER_CONTACT,
    logout,
    async close(): Promise<void> {
      await logout();
    },
  };
}
