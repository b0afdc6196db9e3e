import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TListingRecord, TOffsetSupport } from './rets/compact-search';
import { createDigestGuard } from './rets/digest-guard';
import { minutesEastOf } from './rets/dmql-timestamp-filter';
import { metadataReply } from './rets/metadata-documents';
import { objectLocationsReply } from './rets/object-locations';
import { openHouseSearchReply } from './rets/open-house-search';
import { propertySearchReply } from './rets/property-search';
import { unmounted } from './mount-prefix';
import { retsReply } from './rets/rets-xml-writer';

/** A RETS user; `memberMlsId` is the MLS member the user is, the agent code of the Login reply's `User=` line. */
export type TLocalRetsUser = { username: string; password: string; memberMlsId?: string | null };

export type TLocalRetsServerOptions = {
  port: number;
  host: '127.0.0.1';
  /** Who may log in: one user or several. */
  credentials: TLocalRetsUser | readonly TLocalRetsUser[];
  /** Read on every Search and GetObject, so changes to the data show up in the next sync. */
  listings: () => Iterable<TListingRecord>;
  /** 'refused' answers any Offset with reply 20203; 'ignored' pages from the first row whatever Offset says. Default 'supported'. */
  offsetSupport?: TOffsetSupport;
  /** Most rows one Search answers, whatever Limit asks (MAXROWS marks the rest). Default 2500. */
  maxRows?: number;
  /** METADATA-SYSTEM TimeZoneOffset; timestamps in queries and rows use this wall clock. Default '-06:00' (Austin, standard time). */
  timeZoneOffset?: string;
};

export type TLocalRetsServer = {
  /** Base URL, e.g. http://127.0.0.1:6103 */
  url: string;
  /** The Login capability URL a RETS configuration points at. */
  loginUrl: string;
  /** Requests answered so far, by RETS transaction (Login, GetMetadata, Search, GetObject, Logout). */
  requestCounts(): Record<string, number>;
  close(): Promise<void>;
};

const RETS_PATH = '/rets';
const REALM = 'local-mls';

/**
 * A RETS 1.7.2 server over the local MLS listings: Digest login with capability URLs and a session
 * cookie, METADATA (system, resource, class, table, object) in COMPACT and STANDARD-XML, COMPACT-DECODED
 * Search of Property by ModificationTimestamp and of OpenHouse by ListingKey with
 * Limit/Offset/Count/MAXROWS, GetObject Location=1, Logout.
 */
export async function startLocalRetsServer(options: TLocalRetsServerOptions): Promise<TLocalRetsServer> {
  const guard = createDigestGuard('username' in options.credentials ? [options.credentials] : options.credentials, REALM);
  const timeZoneOffset = options.timeZoneOffset ?? '-06:00';
  const minutesEast = minutesEastOf(timeZoneOffset);
  const settings = { minutesEast, maxRows: options.maxRows ?? 2500, offsetSupport: options.offsetSupport ?? 'supported' };
  const sessions = new Set<string>();
  const counts: Record<string, number> = {};

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = unmounted(new URL(request.url ?? '/', 'http://127.0.0.1'));
    const transaction = url.pathname.startsWith(`${RETS_PATH}/`) ? url.pathname.slice(RETS_PATH.length + 1) : '';
    counts[transaction || 'other'] = (counts[transaction || 'other'] ?? 0) + 1;
    const headers: Record<string, string> = { 'RETS-Version': 'RETS/1.7.2', 'Cache-Control': 'private' };
    const user = guard.userOf(request.headers.authorization, request.method ?? 'GET', request.url ?? '');
    if (!user) {
      response.writeHead(401, { ...headers, 'WWW-Authenticate': guard.challenge(), 'Content-Type': 'text/html' });
      response.end('<html><body>401 Unauthorized</body></html>');
      return;
    }
    const reply = (body: string, extra: Record<string, string> = {}) => {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/xml', ...extra });
      response.end(body);
    };
    const params = url.searchParams;
    const sessionId = /RETS-Session-ID=([0-9a-f]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (transaction !== 'Login' && !(sessionId && sessions.has(sessionId))) {
      reply(retsReply(20036, 'No RETS session: Login first and send its RETS-Session-ID cookie'));
      return;
    }
    switch (transaction) {
      case 'Login': {
        const newSessionId = randomBytes(16).toString('hex');
        sessions.add(newSessionId);
        const capabilities = ['Search', 'GetMetadata', 'GetObject', 'Logout'].map((name) => `${name}=${RETS_PATH}/${name}`).join('\r\n');
        // RETS 1.7.2 Login: User=<user-id>,<user-level>,<user-class>,<agent-code>; the agent code names the member (empty for a user who is none).
        const body = `<RETS-RESPONSE>\r\nMemberName=Local MLS user\r\nUser=${user.username},Agent,1,${user.memberMlsId ?? ''}\r\nMetadataVersion=1.00.00001\r\nTimeoutSeconds=1800\r\n${capabilities}\r\n</RETS-RESPONSE>\r\n`;
        reply(retsReply(0, 'Success', body), { 'Set-Cookie': `RETS-Session-ID=${newSessionId}; Path=/; HttpOnly` });
        return;
      }
      case 'GetMetadata': {
        const format = params.get('Format') === 'STANDARD-XML' ? 'STANDARD-XML' : 'COMPACT';
        const body = metadataReply(params.get('Type') ?? '', params.get('ID') ?? '0', format, { systemId: 'LOCALMLS', timeZoneOffset });
        reply(body ?? retsReply(20502, `Invalid Identifier ${params.get('Type')} ${params.get('ID')}`));
        return;
      }
      case 'Search': {
        const searchType = params.get('SearchType');
        if (searchType === 'Property') reply(propertySearchReply(params, options.listings(), settings));
        else if (searchType === 'OpenHouse') reply(openHouseSearchReply(params, options.listings(), settings));
        else reply(retsReply(20203, `Unknown SearchType ${searchType}; use Property or OpenHouse`));
        return;
      }
      case 'GetObject': {
        const recordByKey = new Map([...options.listings()].map((record) => [String(record.ListingKey), record]));
        const objects = objectLocationsReply(params, recordByKey);
        response.writeHead(200, { ...headers, ...objects.headers, 'Content-Length': String(Buffer.byteLength(objects.body)) });
        response.end(objects.body);
        return;
      }
      case 'Logout': {
        if (sessionId) sessions.delete(sessionId);
        reply(retsReply(0, 'Logout Successful', '<RETS-RESPONSE>\r\nSignOffMessage=Good Bye\r\n</RETS-RESPONSE>\r\n'));
        return;
      }
      default:
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Not a RETS transaction');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}`;
  return {
    url,
    loginUrl: `${url}${RETS_PATH}/Login`,
    requestCounts: () => ({ ...counts }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
