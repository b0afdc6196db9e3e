import { testUnsavedMlsConnection } from '../../services/mls/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';
import { getMlsClientDeps } from './mls-client-deps';

export const handler = defineHandler(mlsRoutes['POST /api/mls/configurations/test'], async ({ auth, body }) => json(await testUnsavedMlsConnection(getMlsClientDeps(), auth, body)));
