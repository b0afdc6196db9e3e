import { getDeps } from '../../deps';
import { updateSupportRequestStatus } from '../../services/support/change-support-request';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateSupportRequestStatusRoute } from '../route-groups/support.routes';

export const handler = defineHandler(updateSupportRequestStatusRoute, async ({ params, body }) =>
  json(await updateSupportRequestStatus(getDeps(), params, body)),
);
