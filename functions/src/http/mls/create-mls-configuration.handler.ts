import { createMlsConfiguration } from '../../services/mls/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';
import { getMlsRouteDeps } from './mls-route-deps';

export const handler = defineHandler(mlsRoutes['POST /api/mls/configurations'], async ({ auth, body }) => json(await createMlsConfiguration(getMlsRouteDeps(), auth, body), 201));
