import { getBilling } from '../../services/subscriptions/get-billing';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { billingRoutes } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineHandler(billingRoutes['GET /api/billing'], async ({ auth }) => json(await getBilling(getBillingDeps(), auth)));
