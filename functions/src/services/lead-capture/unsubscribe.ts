import { getOptOutToken, putOptOut } from '../../data/mail-opt-out-repository';
import { getNotificationPrefs, putNotificationPrefs } from '../../data/notification-prefs-repository';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';

export const UNSUBSCRIBED = 'You will receive no more e-mails from this agent through us.';
export const UNSUBSCRIBED_FROM_ALERTS = 'You will receive no more lead alert e-mails. Turn them back on in Settings.';

/**
 * Whoever holds an unsubscribe link's token stops that kind of mail to that address (repeating it is
 * harmless): an agent's mail to a visitor, or the agent's own lead alert e-mails (their e-mail channel
 * turns off; the in-app bell stays).
 */
export async function unsubscribe(deps: TDeps, _actor: TActor, input: { token: string }): Promise<{ success: true; message: string }> {
  const token = await getOptOutToken(deps.db, input.token);
  if (!token) throw notFound('This unsubscribe link is not valid.');
  if (token.kind === 'lead-alerts') {
    const prefs = await getNotificationPrefs(deps.db, token.agentId);
    if (prefs.email !== 'off') await putNotificationPrefs(deps.db, token.agentId, { ...prefs, email: 'off' });
    return { success: true, message: UNSUBSCRIBED_FROM_ALERTS };
  }
  await putOptOut(deps.db, { agentId: token.agentId, email: token.email, createdAt: deps.clock.now().toISOString() });
  return { success: true, message: UNSUBSCRIBED };
}
