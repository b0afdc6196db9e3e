import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import type { TMlsConfiguration, TMlsTestResult } from '@shared/schemas/mls.schema';
import type { TMlsRegistryEntry, TMlsRegistryListResponse } from '@shared/schemas/mls-registry.schema';
import type { TMlsReview } from '@shared/schemas/mls-verification.schema';
import { signUpActiveAgent } from '../../../functions/test/accounts';
import { createApiClient } from '../../../functions/test/http-client';
import { createMlsConfiguration, waitForSync } from '../../../functions/test/mls';
import { latestMemberCode, registerTestMls, signUpAdmin, verifyMemberByCode } from '../../../functions/test/mls-trust';
import { mailsTo } from '../../../functions/test/notifications';
import { createTestDeps } from '../../../functions/test/test-deps';
import { getMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import { userActor } from '../../../functions/src/services/actor';
import { confirmMemberCode } from '../../../functions/src/services/mls-trust/member-codes';
import { LOCAL_MLS_MEMBERS, LOCAL_MLS_MEMBER_WITHOUT_EMAIL, LOCAL_MLS_OFFICE } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

/** This file's own MLS (40 listings; the demo agent member lists 1–10 and co-lists 12 and 15: local-mls-members.ts), registered by an admin. */
const MLS_NAME = 'Trust Verification Test MLS';
const SYNC_TIMEOUT_MS = 180_000;

let servers: TLocalMlsServers;
let dataDir: string;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let entry: TMlsRegistryEntry;

const reso = () => ({
  mlsProvider: 'Other',
  providerUrl: servers.reso.serviceRoot,
  tokenUrl: servers.reso.tokenUrl,
  username: servers.reso.clientId,
  password: servers.reso.clientSecret,
});
const rets = (user = servers.retsUsers[0]!) => ({
  mlsProvider: 'RETS Standard',
  providerUrl: servers.rets.loginUrl,
  username: user.username,
  password: user.password,
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mls-trust-verification-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir, listingCount: 40 });
  admin = await signUpAdmin();
  entry = await registerTestMls(
    admin.client,
    { serviceRoot: servers.reso.serviceRoot, tokenUrl: servers.reso.tokenUrl, retsLoginUrl: servers.rets.loginUrl },
    MLS_NAME,
  );
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the MLS registry', () => {
  it('is kept by administrators only; each id and each server address once; agents read it', async () => {
    const agent = await signUpActiveAgent();
    const body = {
      id: 'someone-elses-mls',
      name: 'Some MLS',
      servers: [{ protocol: 'RESO Web API', url: 'https://api.some-mls.example/reso/odata', tokenUrl: null }],
    };
    expect((await createApiClient().post('/api/admin/mls-registry', body)).status).toBe(401);
    expect((await agent.client.post('/api/admin/mls-registry', body)).status).toBe(403);
    expect((await agent.client.get('/api/admin/mls-reviews')).status).toBe(403);

    const again = await admin.client.post<{ message: string }>('/api/admin/mls-registry', { ...body, id: entry.id });
    expect(again.status).toBe(409);
    const serverTaken = await admin.client.post<{ errors: { path: string }[] }>('/api/admin/mls-registry', {
      ...body,
      servers: [{ protocol: 'RESO Web API', url: `${servers.reso.serviceRoot}/`, tokenUrl: null }],
    });
    expect(serverTaken.status).toBe(409);
    expect(serverTaken.body.errors[0]!.path).toBe('servers.0.url');
    const fragment = await admin.client.post<{ errors: { path: string }[] }>('/api/admin/mls-registry', {
      ...body,
      servers: [{ protocol: 'RESO Web API', url: 'https://api.some-mls.example/reso/odata#', tokenUrl: null }],
    });
    expect(fragment.status).toBe(400);

    const listed = await agent.client.get<TMlsRegistryListResponse>('/api/mls/registry');
    expect(listed.body.items.find((item) => item.id === entry.id)).toMatchObject({ name: MLS_NAME, listingIdentity: `mls:${entry.id}` });

    const renamed = await admin.client.request<TMlsRegistryEntry>('PATCH', `/api/admin/mls-registry/${entry.id}`, { json: { name: MLS_NAME } });
    expect(renamed.status).toBe(200);

    // An MLS whose listings were imported before it was registered keeps their identity; two MLSs never share one.
    const identity = `system:kept mls ${Date.now()}`;
    const kept = await admin.client.post<TMlsRegistryEntry>('/api/admin/mls-registry', {
      ...body,
      id: `kept-${Date.now()}`,
      listingIdentity: identity,
      servers: [{ protocol: 'RETS', url: `https://rets.kept-${Date.now()}.example/rets/login` }],
    });
    expect(kept).toMatchObject({ status: 201, body: { listingIdentity: identity } });
    const shared = await admin.client.post<{ errors: { path: string }[] }>('/api/admin/mls-registry', {
      ...body,
      id: `other-${Date.now()}`,
      listingIdentity: identity,
    });
    expect(shared.status).toBe(409);
    expect(shared.body.errors[0]!.path).toBe('listingIdentity');
  });

  it('refuses a provider URL with a fragment, even an empty one, at save', async () => {
    const agent = await signUpActiveAgent();
    for (const providerUrl of [`${servers.reso.serviceRoot}#`, `${servers.reso.serviceRoot}#x`]) {
      const refused = await agent.client.post<{ errors: { path: string }[] }>('/api/mls/configurations', { ...reso(), providerUrl, agentMlsId: 'ATX-A-7412' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((error) => error.path)).toContain('providerUrl');
    }
  });
});

describe('a member proves their MLS id by a code to the address the MLS gives', () => {
  it(
    'starts claimed and imports nothing; a wrong code counts down; the right one verifies, and the sync imports their listings',
    async () => {
      const agent = await signUpActiveAgent();
      const id = await createMlsConfiguration(agent.client, { ...reso(), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId });
      const listed = await agent.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
      const created = listed.body.items.find((config) => config.id === id)!;
      expect(created.source).toEqual({ kind: 'registered', mlsId: entry.id, mlsName: MLS_NAME });
      expect(created.members).toMatchObject([{ kind: 'agent', mlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId, status: 'claimed' }]);

      const refused = await agent.client.post<{ message: string; code: string }>(`/api/mls/configurations/${id}/sync`, { syncType: 'full' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'MLS_MEMBER_NOT_VERIFIED', message: MLS_TRUST_MESSAGES.notVerifiedForSync(MLS_NAME) });

      const sent = await agent.client.post<{ message: string; sentTo: string }>(`/api/mls/configurations/${id}/verification/code`, { kind: 'agent' });
      expect(sent.status).toBe(202);
      expect(sent.body.sentTo).toBe('a***@demo.openhouse.market');
      const code = await latestMemberCode(MLS_NAME, LOCAL_MLS_MEMBERS.demoAgent.mlsId);
      // The code went to the member's own address (the MLS's Member record), never to the account that asked.
      expect((await mailsTo(LOCAL_MLS_MEMBERS.demoAgent.email)).some((mail) => mail.subject.startsWith(code))).toBe(true);
      expect(await mailsTo(agent.email)).toEqual([]);

      const wrong = `${(Number(code) + 1) % 1_000_000}`.padStart(6, '0');
      const first = await agent.client.post<{ message: string }>(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code: wrong });
      expect(first).toMatchObject({ status: 400, body: { message: MLS_TRUST_MESSAGES.wrongCode(4) } });
      const malformed = await agent.client.post(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code: '12ab' });
      expect(malformed.status).toBe(400);

      const confirmed = await agent.client.post<TMlsConfiguration>(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.members).toMatchObject([{ status: 'verified', verifiedBy: 'code' }]);
      expect((await mailsTo(agent.email)).map((mail) => mail.subject)).toContain(`Your agent MLS ID ${LOCAL_MLS_MEMBERS.demoAgent.mlsId} is verified`);

      expect((await agent.client.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' })).status).toBe(202);
      const log = await waitForSync(agent.client, id);
      expect(log).toMatchObject({ status: 'completed', propertiesCreated: 12, propertiesErrors: 0 });
    },
    SYNC_TIMEOUT_MS,
  );

  it('five wrong codes use the code up; a code expires after 15 minutes; more than 3 sends an hour meet a 429 with when to retry', async () => {
    const agent = await signUpActiveAgent();
    const id = await createMlsConfiguration(agent.client, { ...reso(), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId });
    const send = () => agent.client.post<{ message: string }>(`/api/mls/configurations/${id}/verification/code`, { kind: 'agent' });
    expect((await send()).status).toBe(202);
    const code = await latestMemberCode(MLS_NAME, LOCAL_MLS_MEMBERS.demoAgent2.mlsId);
    const wrong = `${(Number(code) + 7) % 1_000_000}`.padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await agent.client.post<{ message: string }>(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code: wrong })).body.message,
      );
    expect(answers).toEqual([...[4, 3, 2, 1].map(MLS_TRUST_MESSAGES.wrongCode), MLS_TRUST_MESSAGES.noTriesLeft]);
    // Used up: even the right code is refused now, and nothing changed.
    expect((await agent.client.post<{ message: string }>(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code })).body.message).toBe(
      MLS_TRUST_MESSAGES.noTriesLeft,
    );

    // A new code; 16 minutes later (the service's own clock) it has expired.
    expect((await send()).status).toBe(202);
    const fresh = await latestMemberCode(MLS_NAME, LOCAL_MLS_MEMBERS.demoAgent2.mlsId);
    const { deps } = createTestDeps(new Date(Date.now() + 16 * 60_000));
    const account = (await getUserWithProfile(deps.db, agent.userId))!;
    await expect(
      confirmMemberCode({ ...deps, mail: { send: async () => ({ messageId: 'none' }) } }, userActor(account), { id, kind: 'agent', code: fresh }),
    ).rejects.toThrow(MLS_TRUST_MESSAGES.codeExpired);

    expect((await send()).status).toBe(202);
    const tooMany = await agent.client.post<{ message: string }>(`/api/mls/configurations/${id}/verification/code`, { kind: 'agent' });
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooMany.body.message).toMatch(/^Too many codes sent\. Try again in \d+ minutes?\.$/);
    expect((await getMlsConfiguration(deps.db, agent.userId, id))!.memberChecks.agent.verified).toBeNull();
  });

  it('an office id is proven through the office’s own address; brokers only', async () => {
    const broker = await signUpActiveAgent('BROKER');
    const id = await createMlsConfiguration(broker.client, { ...reso(), agentMlsId: undefined, officeMlsId: LOCAL_MLS_OFFICE.mlsId });
    expect((await broker.client.post<{ sentTo: string }>(`/api/mls/configurations/${id}/verification/code`, { kind: 'office' })).body.sentTo).toBe(
      'b***@demo.openhouse.market',
    );
    await verifyMemberByCode(broker.client, id, { mlsName: MLS_NAME, memberId: LOCAL_MLS_OFFICE.mlsId, kind: 'office' });
    const listed = await broker.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
    expect(listed.body.items[0]!.members).toMatchObject([{ kind: 'office', status: 'verified' }]);
  });
});

describe('where the MLS gives no address, an administrator reviews', () => {
  it('says so (409), takes a review request, and a granted review verifies the id and tells the member', async () => {
    const agent = await signUpActiveAgent();
    const id = await createMlsConfiguration(agent.client, { ...reso(), agentMlsId: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId });
    const noEmail = await agent.client.post<{ message: string; code: string }>(`/api/mls/configurations/${id}/verification/code`, { kind: 'agent' });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body).toEqual(
      expect.objectContaining({ code: 'MLS_MEMBER_NO_EMAIL', message: MLS_TRUST_MESSAGES.noEmail(MLS_NAME, 'agent', LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId) }),
    );

    const asked = await agent.client.post<TMlsReview>(`/api/mls/configurations/${id}/verification/review`, {
      kind: 'agent',
      note: 'My MLS profile has no e-mail; call the board.',
    });
    expect(asked.status).toBe(201);
    expect((await agent.client.post(`/api/mls/configurations/${id}/verification/review`, { kind: 'agent' })).status).toBe(409);

    const pending = await admin.client.get<{ items: TMlsReview[] }>('/api/admin/mls-reviews?status=pending');
    expect(pending.body.items.find((review) => review.id === asked.body.id)).toMatchObject({
      mlsName: MLS_NAME,
      memberMlsId: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId,
      userEmail: agent.email,
      note: 'My MLS profile has no e-mail; call the board.',
    });
    const granted = await admin.client.post<TMlsReview>(`/api/admin/mls-reviews/${asked.body.id}/decision`, { decision: 'grant' });
    expect(granted).toMatchObject({ status: 200, body: { status: 'granted' } });
    expect((await admin.client.post(`/api/admin/mls-reviews/${asked.body.id}/decision`, { decision: 'refuse' })).status).toBe(409);

    const listed = await agent.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
    expect(listed.body.items[0]!.members).toMatchObject([{ status: 'verified', verifiedBy: 'review' }]);
    expect((await mailsTo(agent.email)).map((mail) => mail.subject)).toContain(`Your agent MLS ID ${LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId} is verified`);
  });

  it('a refused review leaves the id claimed, with the reason mailed', async () => {
    const agent = await signUpActiveAgent();
    const id = await createMlsConfiguration(agent.client, { ...reso(), agentMlsId: LOCAL_MLS_MEMBER_WITHOUT_EMAIL.mlsId });
    const asked = await agent.client.post<TMlsReview>(`/api/mls/configurations/${id}/verification/review`, { kind: 'agent' });
    const refused = await admin.client.post<TMlsReview>(`/api/admin/mls-reviews/${asked.body.id}/decision`, {
      decision: 'refuse',
      reason: 'The board says this ID is someone else’s.',
    });
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'The board says this ID is someone else’s.' });
    const listed = await agent.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
    expect(listed.body.items[0]!.members).toMatchObject([{ status: 'claimed' }]);
    expect((await mailsTo(agent.email)).find((mail) => mail.subject.startsWith('We could not verify'))?.text).toContain(
      'The board says this ID is someone else’s.',
    );
  });
});

describe('RETS names the member who logged in', () => {
  it('a Test whose Login is the configuration’s agent MLS ID verifies it; another member’s login leaves it claimed, saying whose it is', async () => {
    const agent = await signUpActiveAgent();
    const own = await createMlsConfiguration(agent.client, { ...rets(), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId });
    const tested = await agent.client.post<TMlsTestResult>(`/api/mls/configurations/${own}/test`, {});
    expect(tested.body).toMatchObject({ success: true, verification: { status: 'verified', message: MLS_TRUST_MESSAGES.verified('agent') } });

    const other = await signUpActiveAgent();
    // The second demo agent's id, with the first demo agent's RETS login: the MLS says who logged in.
    const borrowed = await createMlsConfiguration(other.client, { ...rets(), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId });
    const mismatch = await other.client.post<TMlsTestResult>(`/api/mls/configurations/${borrowed}/test`, {});
    expect(mismatch.body.verification).toEqual({
      status: 'claimed',
      message: MLS_TRUST_MESSAGES.retsLoginMismatch(LOCAL_MLS_MEMBERS.demoAgent2.mlsId, LOCAL_MLS_MEMBERS.demoAgent.mlsId),
    });
    expect((await other.client.post(`/api/mls/configurations/${borrowed}/sync`, { syncType: 'full' })).status).toBe(409);
  });
});
