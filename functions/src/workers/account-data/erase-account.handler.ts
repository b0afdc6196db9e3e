import { getPayments } from '../../adapters/payments/get-payments';
import { deletePhotos } from '../../adapters/photos/photo-storage';
import { deleteObjectsUnder } from '../../adapters/photos/private-objects';
import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import { ACCOUNT_DELETION_WORKER } from '../../entries/account-data-entries';
import { ZAccountDeletionMessageSchema } from '../../services/account-data/account-data-messages';
import { eraseAccount } from '../../services/account-data/erase-account';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(ACCOUNT_DELETION_WORKER, async (message) => {
  const deps = { ...getDeps(), payments: getPayments().adapter, scheduler: eventBridgeScheduler, photos: { deletePhotos }, objects: { deleteObjectsUnder } };
  await eraseAccount(deps, ZAccountDeletionMessageSchema.parse(message.body));
});
