import { connectFollowUpBoss } from '../../services/crm/crm-connections';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { connectFollowUpBossRoute } from '../route-groups/crm.routes';
import { getCrmRouteDeps } from './crm-route-deps';

export const handler = defineHandler(connectFollowUpBossRoute, async ({ auth, body }) => json(await connectFollowUpBoss(getCrmRouteDeps(), auth, body)));
