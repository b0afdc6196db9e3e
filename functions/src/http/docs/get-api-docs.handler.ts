import { getHttpEnv } from '../../platform/env';
import { defineSessionlessHandler } from '../define-sessionless-handler';
import { json } from '../kit/http-types';
import { buildOpenApi } from './build-openapi';
import { renderDocsHtml } from './render-docs-html';
import { ENTRIES } from '../../entries';
import { getApiDocsRoute } from '../route-groups/site.routes';

export const handler = defineSessionlessHandler(getApiDocsRoute, async ({ query }) => {
  const document = buildOpenApi(ENTRIES.http, getHttpEnv().SITE_ORIGIN);
  if (query.format === 'json') return json(document);
  return { status: 200, rawBody: renderDocsHtml(document), headers: { 'content-type': 'text/html; charset=utf-8' } };
});
