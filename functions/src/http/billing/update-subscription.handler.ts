import { updateSubscription } from '../../services/subscriptions/update-subscription';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateSubscriptionRoute } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineHandler(updateSubscriptionRoute, async ({ auth, body }) => json(await updateSubscription(getBillingDeps(), auth, body)));
