import { oneLine } from '../../adapters/mail/mail';
import { listPendingNotificationMails, restorePendingNotificationMails, takePendingNotificationMails } from '../../data/waiting-mail-repository';
import { getNotificationPrefs } from '../../data/notification-prefs-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { mailableAddressOf } from '../mail-trust/account-address';
import { alertFooter } from './lead-alert-mail';
import type { TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';
import { digestScheduleName } from './notify-lead-created';
import { createUnsubscribeLink } from './unsubscribe-link';

const DIGEST_SIZE = 25;

/**
 * A person's digest is due: the alerts that waited go out in one e-mail, at most once.
 * 1. read up to 25 waiting alerts; none (a redelivered digest): nothing to do
 * 2. take them (conditional deletes in one transaction): a concurrent delivery that took them first wins
 * 3. e-mail switched off, the address not confirmed, or suppressed for lead alerts since: they are dropped
 * 4. send one e-mail with a one-click unsubscribe; a failed send puts them back and the message returns
 * 5. more waiting: the next digest a minute later
 */
export async function sendDigest(deps: TNotifyDeps, input: { userId: string }): Promise<void> {
  const pending = await listPendingNotificationMails(deps.db, input.userId, DIGEST_SIZE + 1);
  const batch = pending.slice(0, DIGEST_SIZE);
  if (batch.length === 0) return;
  const [account, prefs] = await Promise.all([getUserWithProfile(deps.db, input.userId), getNotificationPrefs(deps.db, input.userId)]);
  if (!(await takePendingNotificationMails(deps.db, input.userId, batch))) return;
  const to = account && prefs.email !== 'off' ? await mailableAddressOf(deps, account.user, 'lead-alerts') : null;
  if (!to) return;
  try {
    const unsubscribe = await createUnsubscribeLink(deps, { kind: 'lead-alerts', agentId: input.userId, email: to, siteOrigin: deps.siteOrigin });
    await deps.mail.send({
      to,
      subject: oneLine(batch.length === 1 ? batch[0]!.subject : `${batch.length} new leads`),
      text: batch.map((p) => p.text).join('\n\n* * *\n\n') + alertFooter(deps.siteOrigin, unsubscribe.page),
      unsubscribeUrl: unsubscribe.oneClick,
    });
  } catch (error) {
    await restorePendingNotificationMails(deps.db, batch);
    throw error;
  }
  if (pending.length > DIGEST_SIZE) {
    const message: TNotificationMessage = { kind: 'digest', userId: input.userId };
    await deps.scheduler.putOnce(NOTIFICATION_DIGEST_SCHEDULE, { name: digestScheduleName(input.userId), at: new Date(deps.clock.now().getTime() + 60_000), message });
  }
}
