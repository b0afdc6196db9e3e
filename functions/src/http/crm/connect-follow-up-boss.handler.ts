import { connectFollowUpBoss } from '../../services/crm/crm-connections';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { crmRoutes } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(crmRoutes['PUT /api/crm/connection/follow-up-boss'], async ({ auth, body }) => json(await connectFollowUpBoss(getCrmRouteDeps(), auth, body)));
