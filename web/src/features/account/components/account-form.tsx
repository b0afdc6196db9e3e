import { isProRole } from '@shared/constants/roles';
import { ZUpdateAccountRequestSchema, type TAccount } from '@shared/schemas/account.schema';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateAccount } from '../api/update-account';
import { accountFormValues, accountPayload, isEmailChanged } from '../lib/account-form';

const UPDATE_FAILED = 'Failed to update your profile. Please try again.';

/** Personal Information, and Professional Information for agents and brokers, saved together. */
export function AccountForm({ account }: { account: TAccount }) {
  const isProfessional = isProRole(account.role);
  const form = useZodForm(ZUpdateAccountRequestSchema, accountFormValues(account), (values) => accountPayload(values, isProfessional, isEmailChanged(values, account)));
  const save = useUpdateAccount();
  const { values, setValue, fieldProps } = form;
  const isNewEmail = isEmailChanged(values, account);

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: () => {
        setValue('currentPassword', '');
        toast({ title: 'Profile updated', description: 'Your profile has been saved successfully.' });
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
      <Card>
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>Your name and how to reach you.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="account-first-name" label="First name" autoComplete="given-name" required {...fieldProps('firstName')} />
          <TextField id="account-last-name" label="Last name" autoComplete="family-name" {...fieldProps('lastName')} />
          <TextField id="account-email" label="Email" type="email" autoComplete="email" required {...fieldProps('email')} />
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
        </CardContent>
      </Card>

      {isProfessional && (
        <Card>
          <CardHeader>
            <CardTitle>Professional Information</CardTitle>
            <CardDescription>Shown on your public profile and listings.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField id="account-license" label="License number" {...fieldProps('licenseNumber')} />
            <TextField id="account-brokerage" label="Brokerage name" autoComplete="organization" {...fieldProps('brokerageName')} />
          </CardContent>
        </Card>
      )}

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
