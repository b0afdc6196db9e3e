import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createResoClient } from '../../../functions/src/adapters/mls/reso/reso-client';
import { createRetsClient } from '../../../functions/src/adapters/mls/rets/rets-client';
import type { TMlsClient } from '../../../functions/src/adapters/mls/mls-client';
import { memberCriteriaOf, memberRoleOf } from '../../../functions/src/services/mls/ownership/mls-membership';
import { LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

let servers: TLocalMlsServers;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-mls-count-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, dataDir, listingCount: 450 });
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const clients: Record<'RESO' | 'RETS', () => TMlsClient> = {
  RESO: () =>
    createResoClient({
      serviceRoot: servers.reso.serviceRoot,
      auth: { kind: 'clientCredentials', tokenUrl: servers.reso.tokenUrl, clientId: servers.reso.clientId, clientSecret: servers.reso.clientSecret },
      userAgent: 'MarketplaceTest/1.0',
      requestsPerSecond: 1000,
    }),
  RETS: () => createRetsClient({ loginUrl: servers.rets.loginUrl, ...servers.retsCredentials, userAgent: 'MarketplaceTest/1.0', requestsPerSecond: 1000 }),
};

/** What a sync would import as the member's: the membership rule over every record of the catalogue. */
const theirs = (member: { agentMlsId: string | null; officeMlsId: string | null }) =>
  [...servers.reso.listings()].filter((raw) => memberRoleOf(member, { raw }) !== null).length;

describe.each(['RESO', 'RETS'] as const)('the local MLS over %s counts the member’s listings for Test', (protocol) => {
  it('counts the feed and the demo agent’s listings (list or co-list) as the membership rule reads them, typed in any case', async () => {
    const demoAgent = { agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId, officeMlsId: null };
    const expected = theirs(demoAgent);
    expect(expected).toBeGreaterThan(10);
    expect(expected).toBeLessThan(450);
    for (const agentMlsId of [demoAgent.agentMlsId, ` ${demoAgent.agentMlsId.toLowerCase()} `]) {
      const result = await clients[protocol]().testConnection(memberCriteriaOf({ agentMlsId, officeMlsId: null }));
      expect(result).toMatchObject({ ok: true, feed: { total: 450, member: expected, note: null } });
    }
  });

  it('counts a broker’s office, and an unknown member as none', async () => {
    const broker = { agentMlsId: null, officeMlsId: LOCAL_MLS_OFFICE.mlsId };
    const office = await clients[protocol]().testConnection(memberCriteriaOf(broker));
    expect(office).toMatchObject({ ok: true, feed: { total: 450, member: theirs(broker) } });
    const stranger = await clients[protocol]().testConnection(memberCriteriaOf({ agentMlsId: 'NO-SUCH-"AGENT\'', officeMlsId: null }));
    expect(stranger).toMatchObject({ ok: true, feed: { total: 450, member: 0, note: null } });
  });
});
