import { useState, type FormEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX, type TSavedSearchFrequency } from '@shared/constants/saved-searches';
import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { FREQUENCY_OPTIONS } from '../../../lib/saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** Edit, on a saved search: its name and how often the buyer is told. */
export function EditSavedSearchDialog({ search }: { search: TSavedSearch }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button size="sm" variant="outline" aria-label={`Edit ${search.name}`}>
          Edit
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Edit saved search"
      description="Rename it or change how you are told about new homes."
    >
      <EditForm search={search} onDone={() => setIsOpen(false)} />
    </DialogFrame>
  );
}

function EditForm({ search, onDone }: { search: TSavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<TSavedSearchFrequency>(search.frequency);
  const [nameError, setNameError] = useState<string>();
  const update = useUpdateSavedSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Name is required');
    setNameError(undefined);
    update.mutate({ id: search.id, changes: { name: trimmed, frequency } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField id={`edit-name-${search.id}`} label="Name" value={name} onValueChange={setName} error={nameError} maxLength={SAVED_SEARCH_NAME_MAX} required />
      <RadioGroupField name={`edit-frequency-${search.id}`} legend="Tell me about new homes" value={frequency} options={FREQUENCY_OPTIONS} onValueChange={setFrequency} />
      <p className="text-sm text-slate-600">By e-mail and in the app.</p>
      {update.isError && <ErrorAlert>{(update.error instanceof ApiError && update.error.serverMessage) || 'We could not save your changes. Please try again.'}</ErrorAlert>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={onDone} className="sm:mr-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
