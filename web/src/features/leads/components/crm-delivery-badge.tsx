import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CRM_KIND_LABELS } from '@shared/constants/crm';
import type { TCrmDelivery } from '@shared/schemas/crm.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { LEADS_QUERY_KEY } from '../api/get-leads';
import { useRetryCrmDelivery } from '../api/retry-crm-delivery';

/** While a delivery is pending, the list is read again this often (the queue usually delivers within seconds). */
const PENDING_REFRESH_MS = 4000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** One read of the list for every pending badge on screen, not one each. */
function scheduleRefresh(queryClient: QueryClient) {
  if (refreshTimer) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
  }, PENDING_REFRESH_MS);
}

const retriedText = (attempts: number) => (attempts > 1 ? `, retried ${attempts - 1} time${attempts > 2 ? 's' : ''}` : '');

/** A lead's delivery to the agent's CRM: pending (with retries so far), delivered, or failed with the reason and Retry. */
export function CrmDeliveryBadge({ leadId, delivery }: { leadId: string; delivery: TCrmDelivery }) {
  const queryClient = useQueryClient();
  const retry = useRetryCrmDelivery();
  const crm = CRM_KIND_LABELS[delivery.kind];

  useEffect(() => {
    if (delivery.status === 'pending') scheduleRefresh(queryClient);
  }, [delivery.status, delivery.updatedAt, queryClient]);

  const sendAgain = () =>
    retry.mutate(leadId, {
      onError: (error) =>
        toast({ title: 'Could not retry', description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
    });

  if (delivery.status === 'delivered') return <Badge tone="success">{crm}: delivered</Badge>;
  if (delivery.status === 'pending') {
    return (
      <Badge tone="neutral">
        {crm}: pending{delivery.attempts > 0 ? ` (tried ${delivery.attempts} time${delivery.attempts > 1 ? 's' : ''})` : ''}
      </Badge>
    );
  }
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
      <Badge tone="warning">
        {crm}: failed{retriedText(delivery.attempts)}
      </Badge>
      {delivery.lastError && <span className="text-xs text-slate-700">{delivery.lastError}</span>}
      <Button variant="outline" size="sm" disabled={retry.isPending} onClick={sendAgain}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </Button>
    </span>
  );
}
