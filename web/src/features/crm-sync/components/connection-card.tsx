import { useState } from 'react';
import { CRM_KIND_LABELS } from '@shared/constants/crm';
import type { TCrmConnection } from '@shared/schemas/crm.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDisconnectCrm } from '../api/disconnect-crm';
import { useTestCrmConnection } from '../api/test-crm-connection';

/** The agent's connected CRM: what it is (never its secret), a test lead, and Disconnect. */
export function ConnectionCard({ connection }: { connection: TCrmConnection }) {
  const test = useTestCrmConnection();
  const disconnect = useDisconnectCrm();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ title: 'CRM disconnected', description: 'New leads stay here only.' });
      },
      onError: (error) =>
        toast({ title: 'Could not disconnect', description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected: {CRM_KIND_LABELS[connection.kind]}</CardTitle>
        <CardDescription>
          Every new lead is sent there through a queue, retried when the CRM is down; each lead on the Leads screen shows its delivery.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {connection.apiKeyLastFour && (
            <>
              <dt className="font-medium text-slate-900">API key</dt>
              <dd className="text-slate-700">ending in {connection.apiKeyLastFour}</dd>
            </>
          )}
          {connection.webhookUrl && (
            <>
              <dt className="font-medium text-slate-900">Webhook URL</dt>
              <dd className="break-all text-slate-700">{connection.webhookUrl}</dd>
            </>
          )}
          <dt className="font-medium text-slate-900">Connected</dt>
          <dd className="text-slate-700">{formatDate(connection.createdAt)}</dd>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? 'Sending a test lead…' : 'Send a test lead'}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="destructive">Disconnect</Button>}
            isOpen={isConfirming}
            onOpenChange={setIsConfirming}
            title="Disconnect this CRM?"
            description="New leads will no longer be sent to it. Leads already delivered stay in the CRM."
            confirmLabel="Disconnect"
            pendingLabel="Disconnecting…"
            isPending={disconnect.isPending}
            onConfirm={confirmDisconnect}
          />
        </div>
        <div aria-live="polite">
          {test.data?.success && <p className="rounded-md bg-green-50 p-3 text-sm text-green-800">{test.data.message}</p>}
          {test.data && !test.data.success && <ErrorAlert>The CRM refused the test lead: {test.data.message}</ErrorAlert>}
          {test.error && <ErrorAlert>Could not send a test lead. Please try again.</ErrorAlert>}
        </div>
      </CardContent>
    </Card>
  );
}
