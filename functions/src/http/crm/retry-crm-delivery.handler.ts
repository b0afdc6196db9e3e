import { retryCrmDelivery } from '../../services/crm/retry-crm-delivery';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { crmRoutes } from '../route-groups/crm.routes';
import { getLeadWriteDeps } from './crm-route-deps';

export const handler = defineHandler(crmRoutes['POST /api/leads/{id}/crm-delivery/retry'], async ({ auth, params }) => json(await retryCrmDelivery(getLeadWriteDeps(), auth, params.id)));
