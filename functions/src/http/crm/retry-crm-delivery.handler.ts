import { retryCrmDelivery } from '../../services/crm/retry-crm-delivery';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { retryCrmDeliveryRoute } from '../route-groups/crm.routes';
import { getLeadWriteDeps } from './crm-route-deps';

export const handler = defineHandler(retryCrmDeliveryRoute, async ({ auth, params }) => json(await retryCrmDelivery(getLeadWriteDeps(), auth, params.id)));
