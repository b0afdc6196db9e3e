import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import { requestAccountExport } from '../../services/account-data/request-account-export';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { requestAccountExportRoute } from '../route-groups/account-data.routes';

export const handler = defineHandler(requestAccountExportRoute, async ({ auth }) =>
  json(await requestAccountExport({ ...getDeps(), queue: sqsQueueSender }, auth), 202),
);
