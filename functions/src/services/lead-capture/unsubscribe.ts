import { getOptOutToken, putOptOut } from '../../data/mail-opt-out-repository';
import { getNotificationPrefs, putNotificationPrefs } from '../../data/notification-prefs-repository';
import { listSavedSearchesPage, updateSavedSearch } from '../../data/saved-search-repository';
import { MAX_SAVED_SEARCHES } from '@shared/constants/saved-searches';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';

export const UNSUBSCRIBED = 'You will receive no more e-mails from this agent through us.';
export const UNSUBSCRIBED_FROM_ALERTS = 'You will receive no more lead alert e-mails. Turn them back on in Settings.';
export const UNSUBSCRIBED_FROM_SEARCH_ALERTS = 'Your saved searches will no longer alert you. Turn alerts back on in Saved Searches.';

/**
 * Whoever holds an unsubscribe link's token stops that kind of mail to that address (repeating it is
 * harmless): an agent's mail to a visitor, or the agent's own lead alert e-mails (their e-mail channel
 * turns off; the in-app bell stays), or a buyer's saved-search alerts (each of their searches is set to
 * Never, which they can change back on /saved-searches).
 */
export async function unsubscribe(deps: TDeps, _actor: TActor, input: { token: string }): Promise<{ success: true; message: string }> {
  const token = await getOptOutToken(deps.db, input.token);
  if (!token) throw notFound('This unsubscribe link is not valid.');
  if (token.kind === 'lead-alerts') {
    const prefs = await getNotificationPrefs(deps.db, token.agentId);
    if (prefs.email !== 'off') await putNotificationPrefs(deps.db, token.agentId, { ...prefs, email: 'off' });
    return { success: true, message: UNSUBSCRIBED_FROM_ALERTS };
  }
  if (token.kind === 'search-alerts') {
    const { items } = await listSavedSearchesPage(deps.db, { userId: token.agentId, limit: MAX_SAVED_SEARCHES });
    const now = deps.clock.now().toISOString();
    for (const search of items.filter((s) => s.frequency !== 'never')) await updateSavedSearch(deps.db, { userId: token.agentId, id: search.id, changes: { frequency: 'never' }, now });
    return { success: true, message: UNSUBSCRIBED_FROM_SEARCH_ALERTS };
  }
  await putOptOut(deps.db, { agentId: token.agentId, email: token.email, createdAt: deps.clock.now().toISOString() });
  return { success: true, message: UNSUBSCRIBED };
}
