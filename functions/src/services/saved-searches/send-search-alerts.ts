import { getSavedSearch } from '../../data/saved-search-repository';
import { listSearchAlerts, restoreSearchAlerts, takeSearchAlerts, type TAlertFrequency, type TSearchAlertMail } from '../../data/search-alert-repository';
import { countWaitingMail, dropWaitingMail } from '../../data/waiting-mail-repository';
import * as keys from '../../data/keys';
import type { TNotifyDeps } from '../notifications/notify-deps';
import { sendWaitingMail } from '../notifications/send-waiting-mail';
import { scheduleSearchAlerts } from './search-alert-timing';

/** "3 homes match your saved searches", counting each home once however many of its events the e-mail tells ("· 4 updates"). */
function subjectOf(batch: readonly TSearchAlertMail[]): string {
  const homes = new Set(batch.map((alert) => alert.listingId ?? alert.id)).size;
  const updates = batch.length > homes ? ` · ${batch.length} updates` : '';
  return homes === 1 ? `1 home matches your saved searches${updates}` : `${homes} homes match your saved searches${updates}`;
}

/**
 * The matches still worth telling: one of their searches is still there, not paused and not set to Never (a
 * match kept before its searches were recorded is told).
 */
async function stillAlerting(deps: TNotifyDeps, userId: string, alerts: readonly TSearchAlertMail[]): Promise<TSearchAlertMail[]> {
  const searchIds = [...new Set(alerts.flatMap((alert) => alert.searchIds ?? []))];
  const searches = await Promise.all(searchIds.map((id) => getSavedSearch(deps.db, userId, id)));
  const alerting = new Set(searches.flatMap((search) => (search && !search.paused && search.frequency !== 'never' ? [search.id] : [])));
  return alerts.filter((alert) => !alert.searchIds || alert.searchIds.some((id) => alerting.has(id)));
}

/**
 * A person's saved-search e-mail is due (the few minutes' instant matches, or the morning's digest): the
 * matches of that kind that waited go out in one e-mail, at most once (send-waiting-mail.ts), but none of a search
 * paused or deleted since; more waiting, the next e-mail a minute later.
 */
export async function sendSearchAlerts(deps: TNotifyDeps, input: { userId: string; frequency: TAlertFrequency }): Promise<void> {
  const { userId, frequency } = input;
  await sendWaitingMail(deps, userId, {
    kind: 'search-alerts',
    list: (limit) => listSearchAlerts(deps.db, userId, frequency, limit),
    count: () => countWaitingMail(deps.db, userId, keys.searchAlertMailPrefix(frequency)),
    take: (batch) => takeSearchAlerts(deps.db, batch),
    restore: (batch) => restoreSearchAlerts(deps.db, batch),
    dropAll: () => dropWaitingMail(deps.db, userId, keys.searchAlertMailsPrefix),
    isWanted: async () => true,
    stillTold: (batch) => stillAlerting(deps, userId, batch),
    subjectOfMany: subjectOf,
    textOf: (batch, unsubscribePage) =>
      [
        ...batch.map((alert) => alert.text),
        [
          '--',
          `You get this because your saved searches tell you of new homes: ${deps.siteOrigin}/saved-searches`,
          `Stop saved-search e-mails: ${unsubscribePage}`,
        ].join('\n'),
      ].join('\n\n'),
    sendNextAt: (at) => scheduleSearchAlerts(deps, userId, frequency, at),
  });
}
