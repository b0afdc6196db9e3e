import { getDeps } from '../../deps';
import { listOwnMlsSyncLogs } from '../../services/mls/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';

export const handler = defineHandler(mlsRoutes['GET /api/mls/configurations/{id}/logs'], async ({ auth, params }) => json(await listOwnMlsSyncLogs(getDeps(), auth, { id: params.id })));
