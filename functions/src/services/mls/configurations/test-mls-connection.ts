import type { TCreateMlsConfiguration, TMlsTestResult } from '@shared/schemas/mls.schema';
import type { TMlsConnection } from '../../../adapters/mls/mls-protocol-factory';
import type { TMlsFeedCount } from '../../../adapters/mls/mls-client';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import type { TUserActor } from '../../actor';
import { mlsConnectionOf } from './mls-connection';
import { getOwnMlsConfiguration, refuseOfficeUnlessBroker } from './own-mls-configuration';
import { memberCriteriaOf } from '../ownership/mls-membership';
import type { TMailSender } from '../../../adapters/mail/mail';
import { verifyByRetsLogin } from '../../mls-trust/rets-login-verification';
import type { TMlsRouteDeps } from '../sync/mls-sync-deps';

/**
 * 1. load the caller's configuration 2. log in (RETS) or read `$metadata` (RESO) within the interactive
 * budget 3. when connected, have the server count the feed and the member's listings in it (the
 * membership rule as a query) 4. answer in one sentence what the count says, or why there is none.
 */
export async function testMlsConnection(
  deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'mlsConnectionTesters'> & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string },
): Promise<TMlsTestResult> {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  const outcome = await testConnectionWith(deps, config, mlsConnectionOf(config));
  const verification = outcome.loggedInMemberId === undefined ? null : await verifyByRetsLogin(deps, config, outcome.loggedInMemberId);
  return verification ? { ...outcome.result, verification } : outcome.result;
}

/**
 * The same Test for a configuration not saved yet (the form's values, as a create would take them): the
 * same client through the egress guard, the same budget, the same count and sentence. Nothing is stored,
 * and the answer carries no credential.
 */
export async function testUnsavedMlsConnection(
  deps: Pick<TMlsRouteDeps, 'mlsConnectionTesters'>,
  auth: TUserActor,
  input: TCreateMlsConfiguration,
): Promise<TMlsTestResult> {
  refuseOfficeUnlessBroker(auth, input.officeMlsId);
  const connection: TMlsConnection = {
    provider: input.mlsProvider,
    providerUrl: input.providerUrl,
    tokenUrl: input.tokenUrl,
    username: input.username,
    password: input.password,
    userAgentPassword: input.userAgentPassword,
    userAgent: input.userAgent,
    version: input.version,
    retsSchema: { resource: input.resource, className: input.className, fieldOverrides: input.fieldOverrides },
  };
  return (await testConnectionWith(deps, input, connection)).result;
}

async function testConnectionWith(
  deps: Pick<TMlsRouteDeps, 'mlsConnectionTesters'>,
  member: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>,
  connection: TMlsConnection,
): Promise<{ result: TMlsTestResult; loggedInMemberId?: string | null }> {
  const tester = deps.mlsConnectionTesters(connection);
  try {
    const criteria = memberCriteriaOf(member);
    const result = await tester.testConnection(criteria.length > 0 ? criteria : undefined);
    if (!result.ok) return { result: { success: false, message: result.message } };
    return {
      result: {
        success: true,
        message: feedSentence(member, criteria.length > 0 ? (result.feed ?? null) : null),
        details: result.message,
        ...(result.feed ? { feed: { total: result.feed.total, yours: result.feed.member } } : {}),
      },
      ...(result.loggedInMemberId === undefined ? {} : { loggedInMemberId: result.loggedInMemberId }),
    };
  } finally {
    await tester.close().catch(() => undefined);
  }
}

const count = (n: number) => n.toLocaleString('en-US');
const listings = (n: number) => `${count(n)} listing${n === 1 ? '' : 's'}`;

/** "Connected. 14 of 2,911 listings in the feed are yours." or, honestly, why the server could not say. */
export function feedSentence(config: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>, feed: TMlsFeedCount | null): string {
  if (!config.agentMlsId?.trim() && !config.officeMlsId?.trim()) return 'Connected. Add your agent MLS ID to see how many listings in the feed are yours.';
  if (!feed) return 'Connected. This server cannot count listings before a sync, so how many are yours shows after the first sync.';
  const because = feed.note ? ` (${feed.note})` : '';
  if (feed.member === null) {
    const total = feed.total === null ? '' : ` The feed holds ${listings(feed.total)}.`;
    return `Connected, but the server could not count how many listings are yours${because}.${total}`;
  }
  if (feed.member === 0) {
    const ids = [
      config.agentMlsId?.trim() && `agent MLS ID ${config.agentMlsId.trim()}`,
      config.officeMlsId?.trim() && `office MLS ID ${config.officeMlsId.trim()}`,
    ]
      .filter(Boolean)
      .join(', ');
    const of = feed.total === null ? '' : ` of ${listings(feed.total)}`;
    return `Connected. None${of} in the feed are yours: no listing names your ${ids}. Check the ID with your MLS.`;
  }
  const verb = feed.member === 1 ? 'is' : 'are';
  if (feed.total === null) return `Connected. ${listings(feed.member)} in the feed ${verb} yours${because}.`;
  return `Connected. ${count(feed.member)} of ${listings(feed.total)} in the feed ${verb} yours.`;
}
