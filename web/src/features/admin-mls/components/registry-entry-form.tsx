import { useState } from 'react';
import { ZCreateMlsRegistryEntryRequestSchema, ZUpdateMlsRegistryEntryRequestSchema, type TMlsRegistryEntry } from '@shared/schemas/mls-registry.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateMlsRegistryEntry } from '../api/create-mls-registry-entry';
import { useUpdateMlsRegistryEntry } from '../api/update-mls-registry-entry';
import { INITIAL_REGISTRY_ENTRY_FORM, registryEntryFormValuesOf, toCreateRequest, toUpdateRequest } from '../lib/registry-entry-form';
import { ServerRows } from './server-rows';

/** 'Add MLS' (id, name, servers) or an entry's Edit (name and servers: the id stays, the listing identity hangs on it). */
export function RegistryEntryForm({ entry, onSaved }: { entry?: TMlsRegistryEntry; onSaved: () => void }) {
  const isNew = entry === undefined;
  const create = useCreateMlsRegistryEntry();
  const update = useUpdateMlsRegistryEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, setValue, fieldProps, handleSubmit, showServerErrors } = useZodForm(
    isNew ? ZCreateMlsRegistryEntryRequestSchema : ZUpdateMlsRegistryEntryRequestSchema,
    isNew ? INITIAL_REGISTRY_ENTRY_FORM : registryEntryFormValuesOf(entry),
    isNew ? toCreateRequest : toUpdateRequest,
  );
  const idPrefix = isNew ? 'mls-registry-new' : `mls-registry-${entry.id}`;

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return;
    const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
    if (fieldErrors?.length) showServerErrors(fieldErrors);
    else setFailure((error instanceof ApiError && error.serverMessage) || 'The MLS could not be saved. Please try again.');
  };
  const onSuccess = (saved: TMlsRegistryEntry) => {
    toast({ title: isNew ? 'MLS Registered' : 'MLS Updated', description: `${saved.name} (${saved.id})` });
    onSaved();
  };

  const submit = () => {
    setFailure(null);
    if (isNew) create.mutate(toCreateRequest(values), { onSuccess, onError });
    else update.mutate({ id: entry.id, changes: toUpdateRequest(values) }, { onSuccess, onError });
  };
  const isSaving = create.isPending || update.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {isNew ? (
        <TextField
          id={`${idPrefix}-id`}
          label="Id"
          hint="Lowercase letters, digits and dashes, e.g. austin-board-mls. Fixed once registered: its listings are identified by it."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps('id')}
          required
        />
      ) : (
        <p className="text-sm text-slate-600">
          Id <span className="font-mono break-all text-slate-900">{entry.id}</span> and listing identity stay as registered.
        </p>
      )}
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        hint="As the MLS calls itself: shown with every listing imported from it."
        autoComplete="off"
        {...fieldProps('name')}
        required
      />
      <ServerRows idPrefix={idPrefix} rows={values.servers} errors={errors} onChange={(servers) => setValue('servers', servers)} />
      {isNew && (
        <TextField
          id={`${idPrefix}-listing-identity`}
          label="Listing identity (optional)"
          hint="Leave empty for an MLS new here. To keep the listings imported from it before it was registered, system: and its OriginatingSystemName in lower case."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps('listingIdentity')}
        />
      )}
      {failure && <ErrorAlert className="break-words">{failure}</ErrorAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : isNew ? 'Register MLS' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
