import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBillingResponseSchema, type TBillingResponse } from '@shared/schemas/billing.schema';
import { apiJson } from '../api-client';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

export const BILLING_QUERY_KEY = ['/api/billing'] as const;

/** GET /api/billing: the caller's subscription as the payment webhooks last stored it, and each plan's price id. */
export const getBilling = (signal?: AbortSignal): Promise<TBillingResponse> => apiJson('/api/billing', ZBillingResponseSchema, { signal });

export const getBillingQueryOptions = () => queryOptions({ queryKey: BILLING_QUERY_KEY, queryFn: ({ signal }) => getBilling(signal) });

/** The billing state; `pollMs` refetches until the caller stops asking (after a checkout, while the webhook lands). */
export function useBilling(options: { enabled?: boolean; pollMs?: number | false } = {}) {
  return useQuery({ ...getBillingQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.pollMs ?? false });
}

/** PATCH /api/billing/subscription: change the paid plan, or cancel at period end / resume. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { priceId: string } | { cancelAtPeriodEnd: boolean }) => apiJson('/api/billing/subscription', ZBillingResponseSchema, { method: 'PATCH', body: change }),
    onSuccess: (billing) => {
      queryClient.setQueryData(BILLING_QUERY_KEY, billing);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
