import { connectWebhook } from '../../services/crm/crm-connections';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { connectWebhookRoute } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(connectWebhookRoute, async ({ auth, body }) => json(await connectWebhook(getCrmRouteDeps(), auth, body)));
