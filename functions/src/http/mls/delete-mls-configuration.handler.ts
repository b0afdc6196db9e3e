import { deleteMlsConfiguration } from '../../services/mls/configurations/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { deleteMlsConfigurationRoute } from '../route-groups/mls.routes';
import { getMlsScheduleDeps } from './mls-schedule-deps';

export const handler = defineHandler(deleteMlsConfigurationRoute, async ({ auth, params }) =>
  json(await deleteMlsConfiguration(getMlsScheduleDeps(), auth, { id: params.id })),
);
