import { testMlsConnection } from '../../services/mls/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';
import { getMlsClientDeps } from './mls-client-deps';

export const handler = defineHandler(mlsRoutes['POST /api/mls/configurations/{id}/test'], async ({ auth, params }) => json(await testMlsConnection(getMlsClientDeps(), auth, { id: params.id })));
