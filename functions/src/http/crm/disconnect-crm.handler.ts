import { disconnectCrm } from '../../services/crm/crm-connections';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { disconnectCrmRoute } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(disconnectCrmRoute, async ({ auth }) => json(await disconnectCrm(getCrmRouteDeps(), auth)));
