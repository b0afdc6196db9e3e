import { updateMlsConfiguration } from '../../services/mls/configurations/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsScheduleDeps } from './mls-schedule-deps';

export const handler = defineHandler(updateMlsConfigurationRoute, async ({ auth, params, body }) =>
  json(await updateMlsConfiguration(getMlsScheduleDeps(), auth, { id: params.id, changes: body })),
);
