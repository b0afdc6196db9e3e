import { testUnsavedMlsConnection } from '../../services/mls/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { testUnsavedMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsClientDeps } from './mls-client-deps';

export const handler = defineHandler(testUnsavedMlsConfigurationRoute, async ({ auth, body }) => json(await testUnsavedMlsConnection(getMlsClientDeps(), auth, body)));
