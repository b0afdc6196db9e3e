import type { TMailKind, TSuppressionReason, TSuppressionScope } from '@shared/schemas/mail-suppression.schema';
import { getMailSuppressions, putMailSuppression, type TSuppressionKey } from '../../data/mail-suppression-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

/**
 * One send, as the suppression list sees it: a kind of automated mail (an agent's mail names the agent), or
 * 'direct', a reply or forward an agent writes by hand to one person, which only a bounce or a complaint stops.
 */
export type TSend = { email: string; kind: 'agent-mail'; agentId: string } | { email: string; kind: Exclude<TMailKind, 'agent-mail'> | 'direct' };

export const ADDRESS_SUPPRESSED = 'This address bounced or reported our mail as spam, so we send nothing more to it.';

const scopesOf = (send: TSend): TSuppressionKey[] => [
  { scope: 'all', agentId: null },
  ...(send.kind === 'direct' ? [] : [{ scope: send.kind, agentId: send.kind === 'agent-mail' ? send.agentId : null }]),
];

/**
 * Whether this send must not go: the address hard-bounced or complained (everything stops), or unsubscribed
 * from this kind (an agent's mail: from that agent). Every sender asks at the moment it sends, after any
 * queue or schedule, so what was queued before an unsubscribe is not sent after it.
 */
export async function isSuppressedFor(deps: Pick<TDeps, 'db'>, send: TSend): Promise<boolean> {
  return (await getMailSuppressions(deps.db, send.email, scopesOf(send))).length > 0;
}

/** For a send a person is waiting on (a reply, a forward): refuses it (409 ADDRESS_SUPPRESSED) when the address bounced or complained. */
export async function assertNotSuppressed(deps: Pick<TDeps, 'db'>, send: TSend): Promise<void> {
  if (await isSuppressedFor(deps, send)) throw new AppError('ADDRESS_SUPPRESSED', ADDRESS_SUPPRESSED);
}

/** Puts an address on the list for one scope ('all' for a bounce or a complaint); repeating it changes nothing. */
export async function suppressAddress(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { email: string; scope: TSuppressionScope; agentId?: string | null; reason: TSuppressionReason },
): Promise<void> {
  await putMailSuppression(deps.db, {
    email: input.email,
    scope: input.scope,
    agentId: input.agentId ?? null,
    reason: input.reason,
    at: deps.clock.now().toISOString(),
  });
}
