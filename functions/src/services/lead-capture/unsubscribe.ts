import { MAX_SAVED_SEARCHES } from '@shared/constants/saved-searches';
import { getOptOutToken } from '../../data/mail-opt-out-repository';
import { getNotificationPrefs, putNotificationPrefs } from '../../data/notification-prefs-repository';
import { listSavedSearchesPage, updateSavedSearch } from '../../data/saved-search-repository';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';
import { suppressAddress } from '../mail-trust/suppression';

export const UNSUBSCRIBED = 'You will receive no more e-mails from this agent through us.';
export const UNSUBSCRIBED_FROM_ALERTS =
  'This address will receive no more lead alert e-mails. To get them again, sign in, lift this under Settings › Stopped e-mail, and turn lead alert e-mails back on.';
export const UNSUBSCRIBED_FROM_SEARCH_ALERTS =
  'This address will receive no more saved-search e-mails. To get them again, sign in, lift this under Settings › Stopped e-mail, and turn your searches back on.';

/**
 * Whoever holds an unsubscribe link's token stops that kind of mail to that address (repeating it is
 * harmless): the address goes on the suppression list for that kind (an agent's mail: that agent's), which
 * every sender reads as it sends, so only the address's owner lifts it (Settings, with their password);
 * changing the account's preferences or searches back does not. Besides, the account's own switch is turned
 * off: lead alerts' e-mail channel (the in-app bell stays), or each saved search set to Never.
 */
export async function unsubscribe(deps: TDeps, _actor: TActor, input: { token: string }): Promise<{ success: true; message: string }> {
  const token = await getOptOutToken(deps.db, input.token);
  if (!token) throw notFound('This unsubscribe link is not valid.');
  if (token.kind === 'agent-mail') {
    await suppressAddress(deps, { email: token.email, scope: 'agent-mail', agentId: token.agentId, reason: 'unsubscribe' });
    return { success: true, message: UNSUBSCRIBED };
  }
  await suppressAddress(deps, { email: token.email, scope: token.kind, reason: 'unsubscribe' });
  if (token.kind === 'lead-alerts') {
    const prefs = await getNotificationPrefs(deps.db, token.agentId);
    if (prefs.email !== 'off') await putNotificationPrefs(deps.db, token.agentId, { ...prefs, email: 'off' });
    return { success: true, message: UNSUBSCRIBED_FROM_ALERTS };
  }
  const { items } = await listSavedSearchesPage(deps.db, { userId: token.agentId, limit: MAX_SAVED_SEARCHES });
  const now = deps.clock.now().toISOString();
  for (const search of items.filter((s) => s.frequency !== 'never')) await updateSavedSearch(deps.db, { userId: token.agentId, id: search.id, changes: { frequency: 'never' }, now });
  return { success: true, message: UNSUBSCRIBED_FROM_SEARCH_ALERTS };
}
