import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';
export const SUBSCRIBE_PATH = '/subscribe';

export function toastSubscriptionRequired(): void {
  toast({ title: 'Subscription Required', description: SUBSCRIPTION_REQUIRED_MESSAGE, variant: 'destructive' });
}

/** The server's refusal for an agent whose subscription does not allow listing (a buyer's 403 has another code). */
export const isSubscriptionRequired = (error: unknown): boolean => error instanceof ApiError && error.body?.code === 'SUBSCRIPTION_REQUIRED';
