import { inject } from 'vitest';
import type { TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import type { TMlsTestResult } from '@shared/schemas/mls.schema';
import { findUserIdByEmail, setUserAdmin } from '../src/data/user-repository';
import { signUpAs } from './accounts';
import { createMlsConfiguration, localMlsConfiguration, localRetsConfiguration } from './mls';
import { outbox } from './notifications';
import { sharedTestDb } from './test-deps';
import type { createApiClient } from './http-client';

type TClient = ReturnType<typeof createApiClient>;

/** An operator of the marketplace, made as `npm run admin:grant` makes one (before the account's first request). */
export async function signUpAdmin(): Promise<{ client: TClient; email: string }> {
  const account = await signUpAs('BUYER');
  const userId = await findUserIdByEmail(sharedTestDb(), account.email);
  if (!userId || !(await setUserAdmin(sharedTestDb(), userId, true, new Date().toISOString()))) throw new Error('could not make the test admin');
  return account;
}

/** The servers a test's own local MLS answers on (TLocalMlsServers, or the shared one's access). */
export type TMlsServersToRegister = { serviceRoot: string; tokenUrl: string; retsLoginUrl: string };

/**
 * Registers a test's own local MLS under a name of its own, as an admin does: its members must then prove their ids,
 * and its listings are one per (this MLS, ListingKey). Each test file registers its own servers, so one file's
 * verified holders never take another's.
 */
export async function registerTestMls(admin: TClient, servers: TMlsServersToRegister, name: string): Promise<TMlsRegistryEntry> {
  const id = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${Date.now().toString(36)}`.slice(0, 64);
  const response = await admin.post<TMlsRegistryEntry>('/api/admin/mls-registry', {
    id,
    name,
    servers: [
      { protocol: 'RESO Web API', url: servers.serviceRoot, tokenUrl: servers.tokenUrl },
      { protocol: 'RETS', url: servers.retsLoginUrl, tokenUrl: null },
    ],
  });
  if (response.status !== 201) throw new Error(`registering the test MLS failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The newest verification code mailed about `memberId` of the MLS named `mlsName` (the mail names both). */
export async function latestMemberCode(mlsName: string, memberId: string): Promise<string> {
  const mails = (await outbox()).filter(
    (mail) => /is your .* MLS verification code$/.test(mail.subject) && mail.text.includes(mlsName) && mail.text.includes(memberId),
  );
  const newest = mails.sort((a, b) => a.id.localeCompare(b.id)).at(-1);
  const code = newest ? /^(\d{6}) /.exec(newest.subject)?.[1] : undefined;
  if (!code) throw new Error(`no verification code was mailed for ${memberId} of ${mlsName}`);
  return code;
}

/** Proves the configuration's MLS id as its member would: the code the MLS's address receives, entered. */
export async function verifyMemberByCode(
  client: TClient,
  configId: string,
  input: { mlsName: string; memberId: string; kind?: 'agent' | 'office' },
): Promise<void> {
  const kind = input.kind ?? 'agent';
  const sent = await client.post(`/api/mls/configurations/${configId}/verification/code`, { kind });
  if (sent.status !== 202) throw new Error(`sending the code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const confirmed = await client.post(`/api/mls/configurations/${configId}/verification/confirm`, {
    kind,
    code: await latestMemberCode(input.mlsName, input.memberId),
  });
  if (confirmed.status !== 200) throw new Error(`confirming the code failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
}

/**
 * The runtime's local MLS registered under a mount of this file's own (the local MLS answers `/m/<mount>/…` as `/…`):
 * the same catalogue and members, an MLS of its own in the registry, so this file's verified holders and listing
 * identity are its own. `reso` and `rets` are configuration bodies for it, as the demo agent member.
 */
export async function registerMountedLocalMls(name: string) {
  const mls = inject('localMls');
  const mount = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const at = (url: string) => {
    const mounted = new URL(url);
    mounted.pathname = `/m/${mount}${mounted.pathname}`;
    return mounted.toString();
  };
  const servers = { serviceRoot: at(mls.serviceRoot), tokenUrl: at(mls.tokenUrl), retsLoginUrl: at(mls.retsLoginUrl) };
  const admin = await signUpAdmin();
  const entry = await registerTestMls(admin.client, servers, name);
  return {
    admin,
    entry,
    reso: (overrides: Record<string, unknown> = {}) => localMlsConfiguration({ providerUrl: servers.serviceRoot, tokenUrl: servers.tokenUrl, ...overrides }),
    rets: (overrides: Record<string, unknown> = {}) => localRetsConfiguration({ providerUrl: servers.retsLoginUrl, ...overrides }),
  };
}

/**
 * A configuration of a registered MLS with its MLS id proven as its member would: RETS by the Test of a login that is
 * that member, RESO by the code the MLS's address receives.
 */
export async function createProvenMlsConfiguration(client: TClient, body: Record<string, unknown>, mlsName: string): Promise<string> {
  const id = await createMlsConfiguration(client, body);
  const kind = body.agentMlsId ? 'agent' : 'office';
  const memberId = String(body.agentMlsId ?? body.officeMlsId);
  if (body.mlsProvider === 'RETS Standard') {
    const tested = await client.post<TMlsTestResult>(`/api/mls/configurations/${id}/test`);
    if (tested.body.verification?.status !== 'verified') throw new Error(`the RETS login did not prove ${memberId}: ${JSON.stringify(tested.body)}`);
    return id;
  }
  await verifyMemberByCode(client, id, { mlsName, memberId, kind });
  return id;
}
