import { createSubscription } from '../../services/subscriptions/create-subscription';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSubscriptionRoute } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineHandler(createSubscriptionRoute, async ({ auth, body }) => json(await createSubscription(getBillingDeps(), auth, body)));
