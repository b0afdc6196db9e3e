import { ZLiftMailSuppressionRequestSchema, type TMailSuppression } from '@shared/schemas/mail-suppression.schema';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLiftMailSuppression } from '../api/mail-suppressions';
import { suppressionLabel } from '../lib/mail-suppression-labels';

/** Lifting a suppression asks for the current password, as other sensitive settings do. */
export function LiftSuppressionDialog({ suppression, onClose }: { suppression: TMailSuppression; onClose: () => void }) {
  const lift = useLiftMailSuppression();
  const form = useZodForm(ZLiftMailSuppressionRequestSchema, { currentPassword: '' }, (values) => ({
    scope: suppression.scope,
    agentId: suppression.agentId,
    currentPassword: values.currentPassword,
  }));
  const what = suppressionLabel(suppression);

  const submit = form.handleSubmit((payload) =>
    lift.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'E-mail resumed', description: `${what}: we send it to your address again.` });
        onClose();
      },
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.body?.errors?.find((e) => e.path === 'currentPassword') : undefined;
        form.showServerErrors([
          {
            path: 'currentPassword',
            message: fieldError?.message ?? ((error instanceof ApiError && error.serverMessage) || 'Could not lift it. Please try again.'),
          },
        ]);
      },
    }),
  );

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Resume: ${what}`}
      description="Enter your current password to let this mail reach your address again."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <PasswordField id="lift-suppression-password" label="Current password" autoComplete="current-password" {...form.fieldProps('currentPassword')} />
        <Button type="submit" className="w-full" disabled={lift.isPending}>
          {lift.isPending ? 'Lifting...' : 'Lift'}
        </Button>
      </form>
    </DialogFrame>
  );
}
