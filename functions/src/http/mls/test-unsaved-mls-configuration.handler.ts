import { testUnsavedMlsConnection } from '../../services/mls/configurations/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { testUnsavedMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsConnectionTesterDeps } from './mls-connection-tester-deps';

export const handler = defineHandler(testUnsavedMlsConfigurationRoute, async ({ auth, body }) =>
  json(await testUnsavedMlsConnection(getMlsConnectionTesterDeps(), auth, body)),
);
