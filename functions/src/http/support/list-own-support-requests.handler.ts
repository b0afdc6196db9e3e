import { getDeps } from '../../deps';
import { listOwnSupportRequests } from '../../services/support/list-own-support-requests';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listOwnSupportRequestsRoute } from '../route-groups/support.routes';

export const handler = defineHandler(listOwnSupportRequestsRoute, async ({ auth }) => json(await listOwnSupportRequests(getDeps(), auth)));
