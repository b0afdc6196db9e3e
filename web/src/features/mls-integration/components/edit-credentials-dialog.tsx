import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveConfigurationChanges } from '../api/use-save-configuration-changes';
import { credentialsFormSchemaFor, credentialsFormValuesOf } from '../lib/credentials-form';
import { credentialWordingFor } from '../lib/provider-credentials';
import { UserAgentPasswordField } from './user-agent-password-field';

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
  const { values, setValue, fieldProps, handleSubmit, showServerErrors } = useZodForm(
    credentialsFormSchemaFor(configuration.protocol),
    credentialsFormValuesOf(configuration),
    (formValues) => formValues,
  );
  const { save, isSaving } = useSaveConfigurationChanges(configuration.id, {
    saved: { title: 'Credentials Updated', description: 'Test the connection to check them.' },
    onSaved,
    showFieldErrors: showServerErrors,
  });
  const wording = credentialWordingFor(configuration.protocol);
  const hasUserAgentPassword = configuration.userAgentPasswordMask !== null;
  const idPrefix = `mls-credentials-${configuration.id}`;

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-4">
      <p className="text-sm text-slate-600">{wording.explanation}</p>
      <TextField id={`${idPrefix}-username`} label={wording.usernameLabel} autoComplete="off" {...fieldProps('username')} required />
      <PasswordField
        id={`${idPrefix}-password`}
        label={wording.passwordLabel}
        autoComplete="new-password"
        hint="Stored encrypted, never shown again."
        {...fieldProps('password')}
      />
      {configuration.protocol === 'RETS' && (
        <>
          <UserAgentPasswordField
            id={`${idPrefix}-user-agent-password`}
            hint={
              hasUserAgentPassword
                ? 'Left empty: the stored one stays.'
                : 'Only if your MLS gave your user agent a password of its own (RETS UA-Authorization).'
            }
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
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save Credentials'}
        </Button>
      </div>
    </form>
  );
}
