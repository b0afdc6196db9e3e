import { getOwnCrmConnection } from '../../services/crm/crm-connections';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getCrmConnectionRoute } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(getCrmConnectionRoute, async ({ auth }) => json(await getOwnCrmConnection(getCrmRouteDeps(), auth)));
