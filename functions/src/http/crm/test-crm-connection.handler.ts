import { testCrmConnection } from '../../services/crm/test-crm-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { testCrmConnectionRoute } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(testCrmConnectionRoute, async ({ auth }) => json(await testCrmConnection(getCrmRouteDeps(), auth)));
