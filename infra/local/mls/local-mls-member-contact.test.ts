import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MLS_DEFAULT_RETS_VERSION } from '@shared/constants/mls';
import { mlsConnectionTesterFactory } from '../../../functions/src/adapters/mls/mls-connection-tester-factory';
import type { TMlsConnection } from '../../../functions/src/adapters/mls/mls-protocol-factory';
import { createResoClient } from '../../../functions/src/adapters/mls/reso/reso-client';
import { LOCAL_MLS_MEMBER_WITHOUT_EMAIL, LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE, LOCAL_MLS_OFFICE_WITHOUT_EMAIL } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

let servers: TLocalMlsServers;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-mls-member-contact-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, dataDir, listingCount: 120 });
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The tester the Test routes use (mlsConnectionTesterFactory), on the local MLS over either protocol. */
const testers = mlsConnectionTesterFactory({ requestsPerSecond: 1000, patience: 'interactive' });
const resoTester = () =>
  testers({
    provider: 'Other',
    providerUrl: servers.reso.serviceRoot,
    tokenUrl: servers.reso.tokenUrl,
    username: servers.reso.clientId,
    password: servers.reso.clientSecret,
    userAgent: 'MarketplaceTest/1.0',
    version: null,
  });
const retsConnection = (user: { username: string; password: string }): TMlsConnection => ({
  provider: 'RETS Standard',
  providerUrl: servers.rets.loginUrl,
  tokenUrl: null,
  ...user,
  userAgent: 'MarketplaceTest/1.0',
  version: MLS_DEFAULT_RETS_VERSION,
});

describe('the local MLS’s word on its members over RESO (Member and Office)', () => {
  it('finds the demo agents’ e-mails, by MLS id in any case or by key', async () => {
    const tester = resoTester();
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId })).resolves.toEqual({
      status: 'found',
      email: 'agent@demo.openhouse.market',
      name: 'Avery Agent',
    });
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: ` ${LOCAL_MLS_MEMBERS.demoAgent2.mlsId.toLowerCase()} ` })).resolves.toEqual({
      status: 'found',
      email: 'agent2@demo.openhouse.market',
      name: 'Jordan Rivera',
    });
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: LOCAL_MLS_MEMBERS.demoAgent.key })).resolves.toMatchObject({
      status: 'found',
      email: 'agent@demo.openhouse.market',
    });
  });

  it('finds the demo office’s e-mail, and an office without one through its broker’s', async () => {
    const tester = resoTester();
    await expect(tester.findMemberContact({ kind: 'office', mlsId: LOCAL_MLS_OFFICE.mlsId })).resolves.toEqual({
      status: 'found',
      email: 'broker@demo.openhouse.market',
      name: 'Lone Star Realty',
    });
    await expect(tester.findMemberContact({ kind: 'office', mlsId: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.mlsId })).resolves.toEqual({
      status: 'found',
      email: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.broker.email,
      name: LOCAL_MLS_OFFICE_WITHOUT_EMAIL.name,
    });
  });

  it('finds a member without an e-mail as such, and an unknown id as not-found', async () => {
    const tester = resoTester();
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId })).resolves.toEqual({
      status: 'found',
      email: null,
      name: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.fullName,
    });
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: 'NO-SUCH-"AGENT\'' })).resolves.toEqual({ status: 'not-found' });
    await expect(tester.findMemberContact({ kind: 'office', mlsId: 'ATX-O-9999' })).resolves.toEqual({ status: 'not-found' });
  });

  it('answers the same through the full client, and names no logged-in member (RESO has no login reply)', async () => {
    const client = createResoClient({
      serviceRoot: servers.reso.serviceRoot,
      auth: { kind: 'bearer', token: servers.reso.bearerToken },
      userAgent: 'MarketplaceTest/1.0',
      requestsPerSecond: 1000,
    });
    await expect(client.findMemberContact({ kind: 'agent', mlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId })).resolves.toMatchObject({
      status: 'found',
      email: 'agent@demo.openhouse.market',
    });
    const result = await resoTester().testConnection();
    expect(result).toMatchObject({ ok: true });
    expect(result).not.toHaveProperty('loggedInMemberId');
  });
});

describe('the local MLS names the logged-in member over RETS (the Login reply’s agent code)', () => {
  it('names the demo agent for the first RETS user and the second demo agent for the second', async () => {
    const [first, second] = servers.retsUsers;
    expect(first).toMatchObject(servers.retsCredentials);
    for (const [user, memberMlsId] of [
      [first!, LOCAL_MLS_MEMBERS.demoAgent.mlsId],
      [second!, LOCAL_MLS_MEMBERS.demoAgent2.mlsId],
    ] as const) {
      const tester = testers(retsConnection(user));
      await expect(tester.testConnection()).resolves.toMatchObject({ ok: true, loggedInMemberId: memberMlsId });
      await tester.close();
    }
  });

  it('does not look members up over RETS: the Login names the member instead', async () => {
    const tester = testers(retsConnection(servers.retsCredentials));
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId })).resolves.toEqual({
      status: 'unsupported',
      message: expect.stringMatching(/^RETS servers name the logged-in member at Login; /) as string,
    });
    await tester.close();
  });
});
