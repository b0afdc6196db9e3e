import { useId, useState, type FormEvent } from 'react';
import { API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type TApiKeyScope } from '@shared/constants/api-keys';
import { ZCreateApiKeyRequestSchema, type TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ErrorAlert } from '../../../components/ui/alert';
import { FieldError } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

type TErrors = { name?: string; scopes?: string; form?: string };

/** Name and scopes of a new key; the server's answer (with the key) goes to `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: TCreateApiKeyResponse) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TApiKeyScope[]>([]);
  const [errors, setErrors] = useState<TErrors>({});
  const id = useId();

  const toggle = (scope: TApiKeyScope, isChecked: boolean) => setScopes((current) => (isChecked ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateApiKeyRequestSchema.safeParse({ name, scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)) });
    if (!parsed.success) {
      const messageAt = (path: string) => parsed.error.issues.find((issue) => String(issue.path[0]) === path)?.message;
      return setErrors({ name: messageAt('name'), scopes: messageAt('scopes') });
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setScopes([]);
        onCreated(created);
      },
      onError: (error) => setErrors({ form: (error instanceof ApiError && error.serverMessage) || 'Could not create the key. Please try again.' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Create a key</h3>
      <TextField
        id={`${id}-name`}
        label="Key name"
        value={name}
        onValueChange={setName}
        maxLength={API_KEY_NAME_MAX}
        error={errors.name}
        hint="Say where it is used, e.g. Office CRM."
        required
      />
      <fieldset className="space-y-2" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">What it may do</legend>
        {API_KEY_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            id={`${id}-${scope}`}
            label={
              <>
                {API_KEY_SCOPE_LABELS[scope]} <code className="text-xs text-slate-500">{scope}</code>
              </>
            }
            isChecked={scopes.includes(scope)}
            onCheckedChange={(isChecked) => toggle(scope, isChecked)}
          />
        ))}
        {errors.scopes && <FieldError id={`${id}-scopes-error`}>{errors.scopes}</FieldError>}
      </fieldset>
      {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}
