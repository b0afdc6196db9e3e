import { useRef } from 'react';
import { MLS_MESSAGES, MLS_PROVIDERS, mayUseOfficeMlsId, mlsProtocolsOf } from '@shared/constants/mls';
import type { TCreateMlsConfigurationRequest } from '@shared/schemas/mls.schema';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateMlsConfiguration } from '../api/create-mls-configuration';
import { useTestUnsavedMlsConfiguration } from '../api/test-unsaved-mls-configuration';
import { formFieldForServerPath, INITIAL_CONFIGURATION_FORM, MAX_SYNC_HOURS, MIN_SYNC_HOURS, ZConfigurationFormSchema } from '../lib/configuration-form';
import { hasOverrideErrors } from '../lib/field-override-rows';
import { reportCreateError, reportTestError, reportTestResult } from '../lib/mls-errors';
import { chosenProtocol, credentialWordingFor, offersProtocolChoice, PROTOCOL_OPTIONS } from '../lib/provider-credentials';
import { AdvancedRetsSettings } from './advanced-rets-settings';
import { LastTestResult } from './configuration-actions';
import { MlsSourceFields } from './mls-source-fields';
import { UserAgentPasswordField } from './user-agent-password-field';

const PROVIDER_OPTIONS = MLS_PROVIDERS.map((provider) => ({ value: provider, label: provider }));

/** The new configuration's fields; the credential fields say what they mean for the chosen provider and protocol. */
export function ConfigurationForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateMlsConfiguration();
  const session = useSession();
  // The API refuses an office id from anyone but a broker: only a broker is offered the field.
  const isOfficeOffered = session.status === 'signed-in' && mayUseOfficeMlsId(session.user.profile.role);
  const { values, errors, setValue, setFields, fieldProps, handleSubmit, showServerErrors } = useZodForm(
    ZConfigurationFormSchema,
    INITIAL_CONFIGURATION_FORM,
    (formValues) => formValues,
  );
  const protocol = chosenProtocol(values.mlsProvider, values.protocol);
  const wording = credentialWordingFor(protocol);
  const isRets = values.mlsProvider !== '' && protocol === 'RETS';
  const isReso = values.mlsProvider !== '' && protocol === 'RESO Web API';
  // A registered MLS's server decides the address, token URL and protocol.
  const isRegistered = values.mlsId !== '';

  const test = useTestUnsavedMlsConfiguration();
  // Both buttons submit the form (one validation, the first invalid field focused; Enter creates); this says which was pressed.
  const intent = useRef<'create' | 'test'>('create');

  const showServerFieldErrors = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
    if (fieldErrors?.length)
      showServerErrors(fieldErrors.map((fieldError) => ({ ...fieldError, path: formFieldForServerPath(fieldError.path, values.fieldOverrideRows) })));
  };

  const runTest = (body: TCreateMlsConfigurationRequest) =>
    test.mutate(body, {
      onSuccess: reportTestResult,
      onError: (error) => {
        showServerFieldErrors(error);
        reportTestError(error);
      },
    });

  const submit = (body: TCreateMlsConfigurationRequest) => {
    if (intent.current === 'test') return runTest(body);
    return create.mutate(body, {
      onSuccess: (configuration) => {
        toast({ title: MLS_MESSAGES.created, description: `${configuration.mlsName} is connected. Test it, then sync.` });
        onCreated();
      },
      onError: (error) => {
        showServerFieldErrors(error);
        reportCreateError(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <MlsSourceFields values={values} error={errors.mlsId} onChange={setFields} />
      <SelectField
        id="mls-provider"
        label="MLS Provider"
        {...fieldProps('mlsProvider')}
        // A registered MLS's server speaks one protocol: only the providers that speak it.
        options={isRegistered ? PROVIDER_OPTIONS.filter((option) => mlsProtocolsOf(option.value).includes(values.protocol)) : PROVIDER_OPTIONS}
        placeholder="Select a provider"
        isRequired
      />
      {offersProtocolChoice(values.mlsProvider) && !isRegistered && (
        <SelectField
          id="mls-protocol"
          label="Protocol"
          hint={`${values.mlsProvider} runs RETS 1.7.2 servers and RESO Web API servers: pick the one your MLS gave you access to.`}
          {...fieldProps('protocol')}
          options={PROTOCOL_OPTIONS}
        />
      )}
      {values.mlsProvider !== '' && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900" aria-live="polite">
          <span className="font-semibold">Protocol: {wording.protocol}.</span> {wording.explanation}
        </p>
      )}
      {!isRegistered && (
        <TextField
          id="mls-name"
          label="MLS name (optional)"
          hint="Shown with every listing you import, as IDX rules require. Left empty: the provider's name."
          autoComplete="off"
          placeholder="e.g. Austin Board of REALTORS®"
          {...fieldProps('mlsName')}
        />
      )}
      <TextField
        id="mls-agent-id"
        label="Agent MLS ID"
        hint="Your member id at this MLS (ListAgentMlsId or ListAgentKey): the listings where you are list or co-list agent are imported as yours, none of other members'."
        autoComplete="off"
        {...fieldProps('agentMlsId')}
      />
      {isOfficeOffered && (
        <TextField
          id="mls-office-id"
          label="Office MLS ID (optional)"
          hint="Your office's id at this MLS (ListOfficeMlsId or ListOfficeKey): you import every listing of the office."
          autoComplete="off"
          {...fieldProps('officeMlsId')}
        />
      )}
      <TextField
        id="mls-provider-url"
        label="Provider URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={isRets ? 'https://rets.example-mls.com/rets/login' : 'https://api.example-mls.com/reso/odata'}
        readOnly={isRegistered}
        hint={isRegistered ? 'The registered server of the MLS you chose.' : undefined}
        className="read-only:bg-slate-50 read-only:text-slate-700"
        {...fieldProps('providerUrl')}
        required
      />
      <TextField id="mls-username" label={wording.usernameLabel} autoComplete="off" {...fieldProps('username')} required />
      <PasswordField id="mls-password" label={wording.passwordLabel} autoComplete="new-password" {...fieldProps('password')} />
      <TextField
        id="mls-user-agent"
        label="User agent"
        hint="Some MLSs only answer a user agent they registered for you."
        autoComplete="off"
        {...fieldProps('userAgent')}
      />
      {isRets && (
        <UserAgentPasswordField
          id="mls-user-agent-password"
          hint="Only if your MLS gave your user agent a password of its own (RETS UA-Authorization). Stored encrypted, never shown again."
          {...fieldProps('userAgentPassword')}
        />
      )}
      {isRets && <TextField id="mls-version" label="RETS version" autoComplete="off" {...fieldProps('version')} />}
      {isReso && (
        <TextField
          id="mls-token-url"
          label="Token URL (optional)"
          type="url"
          inputMode="url"
          autoComplete="off"
          hint="Where your MLS issues OAuth2 tokens. Left empty: the provider URL's /oauth2/token. Not used with a bearer token."
          readOnly={isRegistered}
          className="read-only:bg-slate-50 read-only:text-slate-700"
          {...fieldProps('tokenUrl')}
        />
      )}
      <TextField
        id="mls-sync-hours"
        label="Sync frequency (hours)"
        type="number"
        inputMode="numeric"
        min={MIN_SYNC_HOURS}
        max={MAX_SYNC_HOURS}
        step={1}
        hint={`How often auto-sync runs: ${MIN_SYNC_HOURS} to ${MAX_SYNC_HOURS} hours.`}
        {...fieldProps('syncFrequencyHours')}
      />
      {isRets && (
        <AdvancedRetsSettings
          hasErrors={hasOverrideErrors(errors)}
          resource={fieldProps('resource')}
          className={fieldProps('className')}
          rows={values.fieldOverrideRows}
          onRowsChange={(rows) => setValue('fieldOverrideRows', rows)}
          errors={errors}
        />
      )}
      <SwitchField
        id="mls-auto-sync"
        label="Auto-sync"
        description="Sync on this schedule without pressing Sync."
        isChecked={values.autoSync}
        onCheckedChange={(isChecked) => setValue('autoSync', isChecked)}
      />
      {test.data && <LastTestResult result={test.data} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={create.isPending || test.isPending}
          onClick={(event) => {
            intent.current = 'test';
            event.currentTarget.form?.requestSubmit();
          }}
        >
          {test.isPending ? 'Testing…' : 'Test Connection'}
        </Button>
        <Button type="submit" disabled={create.isPending || test.isPending} onClick={() => (intent.current = 'create')}>
          {create.isPending ? 'Creating…' : 'Create Configuration'}
        </Button>
      </div>
    </form>
  );
}
