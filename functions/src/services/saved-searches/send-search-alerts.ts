import { oneLine } from '../../adapters/mail/mail';
import { listSearchAlerts, restoreSearchAlerts, takeSearchAlerts, type TAlertFrequency, type TSearchAlertMail } from '../../data/search-alert-repository';
import { getUserWithProfile } from '../../data/user-repository';
import type { TNotifyDeps } from '../notifications/notify-deps';
import { createUnsubscribeLink } from '../notifications/unsubscribe-link';
import { mailableAddressOf } from '../mail-trust/account-address';
import { scheduleSearchAlerts } from './search-alert-timing';

const MAIL_SIZE = 25;

/** "3 homes match your saved searches", counting each home once however many of its events the e-mail tells ("· 4 updates"). */
function subjectOf(batch: readonly TSearchAlertMail[]): string {
  const homes = new Set(batch.map((alert) => alert.listingId ?? alert.id)).size;
  const updates = batch.length > homes ? ` · ${batch.length} updates` : '';
  return homes === 1 ? `1 home matches your saved searches${updates}` : `${homes} homes match your saved searches${updates}`;
}

/**
 * A person's saved-search e-mail is due (the few minutes' instant matches, or the morning's digest): the
 * matches that waited go out in one e-mail, at most once, as the agents' digests do (send-digest.ts).
 * 1. read up to 25 waiting matches of that kind; none (a redelivered message): nothing
 * 2. take them, all or none (a concurrent delivery that took them first wins)
 * 3. an account gone, its address not confirmed, or suppressed for saved-search mail since (unsubscribed, bounced): they are dropped
 * 4. one e-mail with a one-click unsubscribe; a failed send puts them back and the message returns
 * 5. more waiting: the next e-mail a minute later
 */
export async function sendSearchAlerts(deps: TNotifyDeps, input: { userId: string; frequency: TAlertFrequency }): Promise<void> {
  const waiting = await listSearchAlerts(deps.db, input.userId, input.frequency, MAIL_SIZE + 1);
  const batch = waiting.slice(0, MAIL_SIZE);
  if (batch.length === 0) return;
  const account = await getUserWithProfile(deps.db, input.userId);
  if (!(await takeSearchAlerts(deps.db, batch))) return;
  const to = account && (await mailableAddressOf(deps, account.user, 'search-alerts'));
  if (!to) return;
  try {
    const unsubscribe = await createUnsubscribeLink(deps, { kind: 'search-alerts', agentId: input.userId, email: to, siteOrigin: deps.siteOrigin });
    await deps.mail.send({
      to,
      subject: oneLine(batch.length === 1 ? batch[0]!.subject : subjectOf(batch)),
      text: [
        ...batch.map((alert) => alert.text),
        ['--', `You get this because your saved searches tell you of new homes: ${deps.siteOrigin}/saved-searches`, `Stop saved-search e-mails: ${unsubscribe.page}`].join('\n'),
      ].join('\n\n'),
      unsubscribeUrl: unsubscribe.oneClick,
    });
  } catch (error) {
    await restoreSearchAlerts(deps.db, batch);
    throw error;
  }
  if (waiting.length > MAIL_SIZE) await scheduleSearchAlerts(deps, input.userId, input.frequency, new Date(deps.clock.now().getTime() + 60_000));
}
