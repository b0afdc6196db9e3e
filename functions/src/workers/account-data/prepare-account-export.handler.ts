import { getMailSender } from '../../adapters/mail/mail-sender';
import { putPrivateObject } from '../../adapters/photos/private-objects';
import { getDeps } from '../../deps';
import { ACCOUNT_EXPORT_WORKER } from '../../entries/account-data-entries';
import { getSiteOrigin } from '../../platform/env';
import { ZAccountExportMessageSchema } from '../../services/account-data/account-data-messages';
import { markAccountExportFailed, prepareAccountExport } from '../../services/account-data/prepare-account-export';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(ACCOUNT_EXPORT_WORKER, async (message) => {
  const body = ZAccountExportMessageSchema.parse(message.body);
  const deps = { ...getDeps(), archives: { putPrivateObject }, mail: getMailSender(), siteOrigin: getSiteOrigin() };
  try {
    await prepareAccountExport(deps, body);
  } catch (error) {
    if (message.receiveCount >= ACCOUNT_EXPORT_WORKER.maxReceiveCount) await markAccountExportFailed(deps, body);
    throw error;
  }
});
