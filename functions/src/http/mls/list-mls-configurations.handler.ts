import { getDeps } from '../../deps';
import { listOwnMlsConfigurations } from '../../services/mls/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';

export const handler = defineHandler(mlsRoutes['GET /api/mls/configurations'], async ({ auth }) => json(await listOwnMlsConfigurations(getDeps(), auth)));
