import { useMutation } from '@tanstack/react-query';
import { ZCreateSubscriptionResponseSchema, type TCreateSubscriptionResponse } from '@shared/schemas/billing.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/create-subscription (spec §7): the first payment's client secret, or null when nothing is due now. */
export const createSubscription = (priceId: string): Promise<TCreateSubscriptionResponse> =>
  apiJson('/api/create-subscription', ZCreateSubscriptionResponseSchema, { method: 'POST', body: { priceId } });

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
