import { listSearchAlerts, restoreSearchAlerts, takeSearchAlerts, type TAlertFrequency, type TSearchAlertMail } from '../../data/search-alert-repository';
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
 * A person's saved-search e-mail is due (the few minutes' instant matches, or the morning's digest): the
 * matches of that kind that waited go out in one e-mail, at most once (send-waiting-mail.ts); more waiting,
 * the next e-mail a minute later.
 */
export async function sendSearchAlerts(deps: TNotifyDeps, input: { userId: string; frequency: TAlertFrequency }): Promise<void> {
  const { userId, frequency } = input;
  await sendWaitingMail(deps, userId, {
    kind: 'search-alerts',
    list: (limit) => listSearchAlerts(deps.db, userId, frequency, limit),
    take: (batch) => takeSearchAlerts(deps.db, batch),
    restore: (batch) => restoreSearchAlerts(deps.db, batch),
    isWanted: async () => true,
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
