import { testMlsConnection } from '../../services/mls/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';
import { getMlsRouteDeps } from './mls-route-deps';

export const handler = defineHandler(mlsRoutes['POST /api/mls/configurations/{id}/test'], async ({ auth, params }) => json(await testMlsConnection(getMlsRouteDeps(), auth, { id: params.id })));
