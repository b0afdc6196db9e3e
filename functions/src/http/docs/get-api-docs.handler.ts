import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { buildOpenApi } from '../../services/docs/build-openapi';
import { renderDocsHtml } from '../../services/docs/render-docs-html';
import { ROUTE_LIST } from '../routes';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['GET /api/docs'], async ({ query }) => {
  const document = buildOpenApi(ROUTE_LIST, getEnv().SITE_ORIGIN);
  if (query.format === 'json') return json(document);
  return { status: 200, rawBody: renderDocsHtml(document), headers: { 'content-type': 'text/html; charset=utf-8' } };
});
