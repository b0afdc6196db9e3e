import { isProRole } from '@shared/constants/roles';
import { ZUpdateAccountRequestSchema, type TAccount } from '@shared/schemas/account.schema';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TitledCard } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResendEmailConfirmation } from '../../../lib/api/resend-email-confirmation';
import { useUpdateAccount } from '../api/update-account';
import { accountFormValues, accountPayload, isEmailChanged } from '../lib/account-form';

const UPDATE_FAILED = 'Failed to update your profile. Please try again.';

/** Personal Information, and Professional Information for agents and brokers, saved together. */
export function AccountForm({ account }: { account: TAccount }) {
  const isProfessional = isProRole(account.role);
  const form = useZodForm(ZUpdateAccountRequestSchema, accountFormValues(account), (values) =>
    accountPayload(values, isProfessional, isEmailChanged(values, account)),
  );
  const save = useUpdateAccount();
  const { values, setValue, fieldProps } = form;
  const isNewEmail = isEmailChanged(values, account);

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        setValue('currentPassword', '');
        // A new address waits for its link: the field shows the account's address again, the note below the new one.
        setValue('email', saved.email);
        toast(
          isNewEmail && saved.pendingEmail
            ? {
                title: 'Confirm your new e-mail',
                description: `We sent a link to ${saved.pendingEmail}. Your e-mail stays ${saved.email} until you follow it.`,
              }
            : { title: 'Profile updated', description: 'Your profile has been saved successfully.' },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const message = error.serverMessage ?? UPDATE_FAILED;
          form.showServerErrors([{ path: 'email', message }]);
          toast({ title: 'Update failed', description: message, variant: 'destructive' });
          return;
        }
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Update failed', description: UPDATE_FAILED, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <TitledCard title="Personal Information" description="Your name and how to reach you." contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="account-first-name" label="First name" autoComplete="given-name" required {...fieldProps('firstName')} />
        <TextField id="account-last-name" label="Last name" autoComplete="family-name" {...fieldProps('lastName')} />
        <TextField id="account-email" label="Email" type="email" autoComplete="email" required {...fieldProps('email')} />
        {account.pendingEmail && <PendingEmailNote email={account.email} pendingEmail={account.pendingEmail} />}
        {isNewEmail && (
          <PasswordField
            id="account-current-password"
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change your e-mail."
            {...fieldProps('currentPassword')}
          />
        )}
        <TextField id="account-phone" label="Phone" type="tel" autoComplete="tel" {...fieldProps('phone')} />
        <TextField id="account-city" label="City" autoComplete="address-level2" {...fieldProps('city')} />
        <div className="sm:col-span-2">
          <TextareaField id="account-bio" label="Bio" rows={4} {...fieldProps('bio')} />
        </div>
      </TitledCard>

      {isProfessional && (
        <TitledCard
          title="Professional Information"
          description="Shown on your public profile and listings."
          contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
        >
          <TextField id="account-license" label="License number" {...fieldProps('licenseNumber')} />
          <TextField id="account-brokerage" label="Brokerage name" autoComplete="organization" {...fieldProps('brokerageName')} />
        </TitledCard>
      )}

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** A new address asked for and not yet confirmed: mail still goes to the account's address meanwhile. */
function PendingEmailNote({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const resend = useResendEmailConfirmation();
  const problem = resend.error instanceof ApiError ? (resend.error.serverMessage ?? UPDATE_FAILED) : resend.isError ? UPDATE_FAILED : null;
  return (
    <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
      <p className="[overflow-wrap:anywhere]">
        Waiting for confirmation: <strong>{pendingEmail}</strong>. Follow the link we sent there to make it your e-mail; until then your e-mail stays {email}.
      </p>
      <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </Button>
      {(resend.isSuccess || problem) && <p role="status">{resend.isSuccess ? resend.data.message : problem}</p>}
    </div>
  );
}
