import {
  countWaitingMail,
  dropWaitingMail,
  listPendingNotificationMails,
  restorePendingNotificationMails,
  takePendingNotificationMails,
} from '../../data/waiting-mail-repository';
import * as keys from '../../data/keys';
import { getNotificationPrefs } from '../../data/notification-prefs-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { alertFooter } from './lead-alert-mail';
import type { TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';
import { digestScheduleName } from './notify-lead-created';
import { sendWaitingMail } from './send-waiting-mail';

/**
 * A person's digest is due: the lead alerts that waited go out in one e-mail, at most once (send-waiting-mail.ts),
 * unless they switched e-mail off; more waiting, the next digest a minute later.
 */
export async function sendDigest(deps: TNotifyDeps, input: { userId: string }): Promise<void> {
  const { userId } = input;
  await sendWaitingMail(deps, userId, {
    kind: 'lead-alerts',
    list: (limit) => listPendingNotificationMails(deps.db, userId, limit),
    count: () => countWaitingMail(deps.db, userId, keys.pendingNotificationMailPrefix),
    take: (batch) => takePendingNotificationMails(deps.db, userId, batch),
    restore: (batch) => restorePendingNotificationMails(deps.db, batch),
    dropAll: () => dropWaitingMail(deps.db, userId, keys.pendingNotificationMailPrefix),
    isWanted: async () => (await getNotificationPrefs(deps.db, userId)).email !== 'off',
    subjectOfMany: (batch) => `${batch.length} new leads`,
    textOf: (batch, unsubscribePage) => batch.map((p) => p.text).join('\n\n* * *\n\n') + alertFooter(deps.siteOrigin, unsubscribePage),
    sendNextAt: async (at) => {
      const message: TNotificationMessage = { kind: 'digest', userId };
      await deps.scheduler.putOnce(NOTIFICATION_DIGEST_SCHEDULE, { name: digestScheduleName(userId), at, message });
    },
  });
}
