import { ZConnectFollowUpBossRequestSchema, type TConnectFollowUpBossRequest } from '@shared/schemas/crm.schema';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConnectFollowUpBoss } from '../api/connect-follow-up-boss';

/** Follow Up Boss: the agent's API key (Admin → API in Follow Up Boss); `suggestedKey` is the local stand-in's. */
export function FollowUpBossForm({ suggestedKey, isReplacing }: { suggestedKey: string | null; isReplacing: boolean }) {
  const connect = useConnectFollowUpBoss();
  const { fieldProps, handleSubmit, showServerErrors } = useZodForm(ZConnectFollowUpBossRequestSchema, { apiKey: suggestedKey ?? '' }, (values) => values);

  const submit = (body: TConnectFollowUpBossRequest) =>
    connect.mutate(body, {
      onSuccess: () => toast({ title: 'Follow Up Boss connected', description: 'New leads will be sent to it. Send a test lead to check.' }),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
        if (fieldErrors?.length) return showServerErrors(fieldErrors);
        toast({
          title: 'Could not connect Follow Up Boss',
          description: error instanceof ApiError ? error.serverMessage : error.message,
          variant: 'destructive',
        });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Connect Follow Up Boss">
      <PasswordField
        id="crm-fub-api-key"
        label="Follow Up Boss API key"
        autoComplete="new-password"
        hint={
          suggestedKey
            ? "Filled in with the local CRM stand-in's key."
            : 'In Follow Up Boss: Admin → API. Stored encrypted; only its last four characters are shown again.'
        }
        {...fieldProps('apiKey')}
      />
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending ? 'Connecting…' : isReplacing ? 'Switch to Follow Up Boss' : 'Connect Follow Up Boss'}
      </Button>
    </form>
  );
}
