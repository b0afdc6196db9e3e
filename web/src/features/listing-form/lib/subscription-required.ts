import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';
export const SUBSCRIBE_PATH = '/subscribe';

export function toastSubscriptionRequired(): void {
  toast({ title: 'Subscription Required', description: SUBSCRIPTION_REQUIRED_MESSAGE, variant: 'destructive' });
}

/** The server's 403 for an agent whose subscription is not active (a buyer's 403 says something else). */
export const isSubscriptionRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.serverMessage === SUBSCRIPTION_REQUIRED_MESSAGE;
