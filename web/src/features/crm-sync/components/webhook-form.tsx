import { useState } from 'react';
import { ZConnectWebhookRequestSchema, type TConnectWebhookRequest } from '@shared/schemas/crm.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConnectWebhook } from '../api/connect-webhook';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** A signed webhook (Zapier, Make, another CRM): its https address; the signing secret is shown once, after connecting. */
export function WebhookForm({ suggestedUrl, isReplacing }: { suggestedUrl: string | null; isReplacing: boolean }) {
  const connect = useConnectWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const { fieldProps, handleSubmit, showServerErrors } = useZodForm(ZConnectWebhookRequestSchema, { url: suggestedUrl ?? '' }, (values) => values);

  const submit = (body: TConnectWebhookRequest) =>
    connect.mutate(body, {
      onSuccess: (answer) => {
        setSecret(answer.signingSecret);
        toast({ title: 'Webhook connected', description: 'Copy its signing secret now: it is not shown again.' });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
        if (fieldErrors?.length) return showServerErrors(fieldErrors);
        toast({ title: 'Could not connect the webhook', description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' });
      },
    });

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Connect a webhook">
        <TextField
          id="crm-webhook-url"
          label="Webhook URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          hint={suggestedUrl ? "Filled in with the local CRM stand-in's address." : 'An https:// address. Each new lead is POSTed there as JSON, signed.'}
          {...fieldProps('url')}
          required
        />
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting…' : isReplacing ? 'Switch to this webhook' : 'Connect webhook'}
        </Button>
      </form>
      {secret && <WebhookSecretNotice secret={secret} />}
    </div>
  );
}
