import { getMailSender } from '../../adapters/mail/mail-sender';
import { testMlsConnection } from '../../services/mls/configurations/test-mls-connection';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { testMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsConnectionTesterDeps } from './mls-connection-tester-deps';

export const handler = defineHandler(testMlsConfigurationRoute, async ({ auth, params }) =>
  json(await testMlsConnection({ ...getMlsConnectionTesterDeps(), mail: getMailSender() }, auth, { id: params.id })),
);
