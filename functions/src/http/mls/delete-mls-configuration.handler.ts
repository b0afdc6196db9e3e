import { deleteMlsConfiguration } from '../../services/mls/mls-configurations';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mlsRoutes } from '../route-groups/mls.routes';
import { getMlsRouteDeps } from './mls-route-deps';

export const handler = defineHandler(mlsRoutes['DELETE /api/mls/configurations/{id}'], async ({ auth, params }) => json(await deleteMlsConfiguration(getMlsRouteDeps(), auth, { id: params.id })));
