import { createPortalSession } from '../../services/subscriptions/create-portal-session';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getHttpEnv } from '../../platform/env';
import { createPortalSessionRoute } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineHandler(createPortalSessionRoute, async ({ auth, body }) =>
  json(await createPortalSession(getBillingDeps(), auth, { ...body, siteOrigin: getHttpEnv().SITE_ORIGIN })),
);
