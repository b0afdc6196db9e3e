import { testMlsConnection } from '../../services/mls/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { testMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsClientDeps } from './mls-client-deps';

export const handler = defineHandler(testMlsConfigurationRoute, async ({ auth, params }) => json(await testMlsConnection(getMlsClientDeps(), auth, { id: params.id })));
