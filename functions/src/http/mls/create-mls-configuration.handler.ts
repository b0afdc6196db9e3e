import { createMlsConfiguration } from '../../services/mls/configurations/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsScheduleDeps } from './mls-schedule-deps';

export const handler = defineHandler(createMlsConfigurationRoute, async ({ auth, body }) =>
  json(await createMlsConfiguration(getMlsScheduleDeps(), auth, body), 201),
);
