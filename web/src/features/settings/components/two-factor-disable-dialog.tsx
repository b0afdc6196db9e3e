import { ZTwoFactorCodeRequestSchema } from '@shared/schemas/settings.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { DialogFrame } from '../../../components/ui/dialog-frame';

/** Turning two-factor off needs a current code from the app (or a recovery code). */
export function TwoFactorDisableDialog({
  isOpen,
  onOpenChange,
  onDisabled,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDisabled: () => void;
}) {
  const disable = useDisableTwoFactor();
  const form = useZodForm(ZTwoFactorCodeRequestSchema, { code: '' }, (values) => values);

  const submit = form.handleSubmit((payload) =>
    disable.mutate(payload, {
      onSuccess: () => {
        onDisabled();
        onOpenChange(false);
      },
      onError: (error) =>
        form.showServerErrors([
          { path: 'code', message: (error instanceof ApiError && error.serverMessage) || 'Could not turn off two-factor authentication.' },
        ]),
    }),
  );

  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Turn off two-factor authentication"
      description="Enter the current code from your authenticator app, or a recovery code."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="two-factor-disable-code"
          label="Authentication code"
          autoComplete="one-time-code"
          required
          value={form.values.code}
          onValueChange={(v) => form.setValue('code', v)}
          error={form.errors.code}
        />
        <Button type="submit" variant="destructive" className="w-full" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off...' : 'Turn off'}
        </Button>
      </form>
    </DialogFrame>
  );
}
