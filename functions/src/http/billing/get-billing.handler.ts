import { getBilling } from '../../services/subscriptions/get-billing';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getBillingRoute } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineHandler(getBillingRoute, async ({ auth }) => json(await getBilling(getBillingDeps(), auth)));
