import { linkStripeCustomer } from '../../data/subscription-repository';
import type { TUserRecord } from '../../data/user-records';
import type { TBillingDeps } from './billing-deps';

/**
 * The user's one payment customer: the one on the user record, else found or created at the provider
 * under a per-user idempotency key (so concurrent calls get the same one) and linked to the user.
 */
export async function ensureStripeCustomer(deps: TBillingDeps, user: TUserRecord): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const { customerId } = await deps.payments.ensureCustomer({ userId: user.id, email: user.email, name, idempotencyKey: `customer-${user.id}` });
  await linkStripeCustomer(deps.db, user.id, customerId, deps.clock.now().toISOString());
  return customerId;
}
