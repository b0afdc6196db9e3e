import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TMlsConfiguration, TUpdateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateMlsConfiguration } from '../api/update-mls-configuration';
import { credentialsFormSchemaFor, credentialsFormValuesOf } from '../lib/credentials-form';
import { reportUpdateError } from '../lib/mls-errors';
import { credentialWordingFor } from '../lib/provider-credentials';

/**
 * 'Credentials': the MLS's new login when it rotates it. Deleting and adding the configuration again
 * would import every listing a second time, as new listings.
 */
export function EditCredentialsDialog({ configuration, disabled }: { configuration: TMlsConfiguration; disabled?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <KeyRound className="size-4" aria-hidden="true" />
          Credentials
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Update credentials"
      description="Your MLS login as it is now, after the MLS changed it. This configuration and the listings it imported stay as they are."
    >
      <CredentialsForm configuration={configuration} onSaved={() => setIsOpen(false)} />
    </DialogFrame>
  );
}

function CredentialsForm({ configuration, onSaved }: { configuration: TMlsConfiguration; onSaved: () => void }) {
  const update = useUpdateMlsConfiguration();
  const { values, setValue, fieldProps, handleSubmit, showServerErrors } = useZodForm(
    credentialsFormSchemaFor(configuration.protocol),
    credentialsFormValuesOf(configuration),
    (formValues) => formValues,
  );
  const wording = credentialWordingFor(configuration.protocol);
  const hasUserAgentPassword = configuration.userAgentPasswordMask !== null;
  const idPrefix = `mls-credentials-${configuration.id}`;

  const save = (changes: TUpdateMlsConfigurationRequest) =>
    update.mutate(
      { configurationId: configuration.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Credentials Updated', description: 'Test the connection to check them.' });
          onSaved();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
          if (fieldErrors?.length) showServerErrors(fieldErrors);
          else reportUpdateError(error);
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-4">
      <p className="text-sm text-slate-600">{wording.explanation}</p>
      <TextField id={`${idPrefix}-username`} label={wording.usernameLabel} autoComplete="off" {...fieldProps('username')} required />
      <PasswordField id={`${idPrefix}-password`} label={wording.passwordLabel} autoComplete="new-password" hint="Stored encrypted, never shown again." {...fieldProps('password')} />
      {configuration.protocol === 'RETS' && (
        <>
          <PasswordField
            id={`${idPrefix}-user-agent-password`}
            label="User agent password (optional)"
            hint={hasUserAgentPassword ? 'Left empty: the stored one stays.' : 'Only if your MLS gave your user agent a password of its own (RETS UA-Authorization).'}
            autoComplete="new-password"
            name="user-agent-password"
            toggleLabel="Show user agent password"
            isRequired={false}
            {...fieldProps('userAgentPassword')}
          />
          {hasUserAgentPassword && (
            <CheckboxField
              id={`${idPrefix}-remove-user-agent-password`}
              label="Remove the stored user agent password"
              isChecked={values.removeUserAgentPassword}
              onCheckedChange={(isChecked) => setValue('removeUserAgentPassword', isChecked)}
            />
          )}
        </>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Credentials'}
        </Button>
      </div>
    </form>
  );
}
