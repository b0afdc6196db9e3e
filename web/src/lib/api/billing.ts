import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_NAMES, type TPlanKey } from '@shared/constants/plans';
import { ZBillingResponseSchema, ZPortalSessionResponseSchema, type TBillingResponse, type TBillingSubscription } from '@shared/schemas/billing.schema';
import { chargeDate } from '@shared/time/charge-date';
import { apiJson } from '../api-client';
import { navigateTo } from '../navigation';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

/** GET /api/billing: the caller's subscription as the payment webhooks last stored it, and each plan's price id. */
export const getBilling = (signal?: AbortSignal): Promise<TBillingResponse> => apiJson('/api/billing', ZBillingResponseSchema, { signal });

export const getBillingQueryOptions = () => queryOptions({ queryKey: ['/api/billing'], queryFn: ({ signal }) => getBilling(signal) });

/** The billing state; `pollMs` refetches until the caller stops asking (after a checkout, while the webhook lands). */
export function useBilling({ pollMs = false }: { pollMs?: number | false } = {}) {
  return useQuery({ ...getBillingQueryOptions(), refetchInterval: pollMs });
}

/** The price id the server sells `plan` under, if it sells it. */
export const priceIdFor = (billing: TBillingResponse | undefined, plan: TPlanKey): string | undefined =>
  billing?.plans.find((offer) => offer.plan === plan)?.priceId;

/**
 * 'Subscribed to Solo Agent Monthly, first charge Dec 12' once a card is saved during the trial ('…, next charge Dec 12'
 * when paid, '… until Dec 12' when cancelling): what the dashboard, /subscribe and /account say. Null before that.
 */
export function subscribedLine(subscription: TBillingSubscription | null | undefined): string | null {
  if (!subscription?.plan || !subscription.allowsListing) return null;
  const name = PLAN_NAMES[subscription.plan];
  const end = subscription.trialEnd ?? subscription.currentPeriodEnd;
  if (subscription.status === 'trialing')
    return subscription.hasPaymentMethod && end && !subscription.cancelAtPeriodEnd ? `Subscribed to ${name}, first charge ${chargeDate(end)}` : null;
  if (subscription.status !== 'active' || !subscription.currentPeriodEnd) return null;
  return `Subscribed to ${name}${subscription.cancelAtPeriodEnd ? ' until' : ', next charge'} ${chargeDate(subscription.currentPeriodEnd)}`;
}

/** A paid plan switch, or cancel at period end / resume. */
export type TSubscriptionChange = { priceId: string } | { cancelAtPeriodEnd: boolean };

/** PATCH /api/billing/subscription: change the paid plan, or cancel at period end / resume. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TSubscriptionChange) => apiJson('/api/billing/subscription', ZBillingResponseSchema, { method: 'PATCH', body: change }),
    onSuccess: (billing) => {
      queryClient.setQueryData(getBillingQueryOptions().queryKey, billing);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

/** POST /api/billing/portal, then off to the payment provider's portal (payment method, invoices), which returns to /account. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiJson('/api/billing/portal', ZPortalSessionResponseSchema, { method: 'POST', body: { returnPath: '/account' } }),
    onSuccess: ({ url }) => navigateTo(url),
  });
}
