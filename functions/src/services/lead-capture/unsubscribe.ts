import { UNSUBSCRIBE_LINK_NOT_VALID, UNSUBSCRIBE_TEXTS } from '@shared/constants/unsubscribe';
import type { TUnsubscribeLink } from '@shared/schemas/lead-capture.schema';
import { getMailSuppressions } from '../../data/mail-suppression-repository';
import { getOptOutToken, type TOptOutTokenRecord } from '../../data/mail-opt-out-repository';
import { getNotificationPrefs, putNotificationPrefs } from '../../data/notification-prefs-repository';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';
import { suppressAddress } from '../mail-trust/suppression';

/** What one link's token stops on the suppression list: an agent's mail names the agent. */
const suppressionOf = (token: TOptOutTokenRecord) =>
  token.kind === 'agent-mail' ? { scope: token.kind, agentId: token.agentId } : { scope: token.kind, agentId: null };

async function tokenOf(deps: Pick<TDeps, 'db'>, token: string): Promise<TOptOutTokenRecord> {
  const record = await getOptOutToken(deps.db, token);
  if (!record) throw notFound(UNSUBSCRIBE_LINK_NOT_VALID);
  return record;
}

/**
 * Whoever holds an unsubscribe link's token stops that kind of mail to that address (repeating it is
 * harmless): the address goes on the suppression list for that kind (an agent's mail: that agent's), which
 * every sender reads as it sends, so only the address's owner lifts it (Settings, with their password);
 * changing the account's preferences or searches back does not. Only e-mail stops: lead alerts' e-mail
 * channel is turned off too (the in-app bell stays); saved searches are left as they are, so they keep
 * telling the buyer in the app.
 */
export async function unsubscribe(deps: TDeps, _actor: TActor, input: { token: string }): Promise<{ success: true; message: string }> {
  const token = await tokenOf(deps, input.token);
  const { scope, agentId } = suppressionOf(token);
  await suppressAddress(deps, { email: token.email, scope, agentId, reason: 'unsubscribe' });
  if (token.kind === 'lead-alerts') {
    const prefs = await getNotificationPrefs(deps.db, token.agentId);
    if (prefs.email !== 'off') await putNotificationPrefs(deps.db, token.agentId, { ...prefs, email: 'off' });
  }
  return { success: true, message: UNSUBSCRIBE_TEXTS[token.kind].done };
}

/** What a link stops and whether its address is already unsubscribed from that (so a second visit says so, and asks nothing). */
export async function describeUnsubscribeLink(deps: Pick<TDeps, 'db'>, input: { token: string }): Promise<TUnsubscribeLink> {
  const token = await tokenOf(deps, input.token);
  const done = await getMailSuppressions(deps.db, token.email, [suppressionOf(token)]);
  return { kind: token.kind, isDone: done.length > 0 };
}
