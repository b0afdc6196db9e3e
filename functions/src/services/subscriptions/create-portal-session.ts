import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { paymentCall } from './payment-call';

/** POST /api/billing/portal: the provider's customer portal for the caller's own customer, returning to a page of ours. */
export async function createPortalSession(deps: TBillingDeps, auth: TUserActor, input: { returnPath: string; siteOrigin: string }): Promise<{ url: string }> {
  const customerId = auth.user.stripeCustomerId;
  if (!customerId) throw new AppError('CONFLICT', 'You have no billing account yet. Choose a plan on the subscribe page.');
  const returnUrl = new URL(input.returnPath, input.siteOrigin).toString();
  return paymentCall(() => deps.payments.createPortalSession(customerId, returnUrl));
}
