import { getDeps } from '../../deps';
import { MAIL_FEEDBACK_WORKER } from '../../entries/notification-entries';
import { recordMailFeedback } from '../../services/notifications/record-mail-feedback';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(MAIL_FEEDBACK_WORKER, async (message) => {
  await recordMailFeedback(getDeps(), message.body);
});
