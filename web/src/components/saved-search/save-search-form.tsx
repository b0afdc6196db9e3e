import { useState, type FormEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX, type TSavedSearchFrequency } from '@shared/constants/saved-searches';
import { ApiError } from '../../lib/api-client';
import { useCreateSavedSearch } from '../../lib/api/create-saved-search';
import { FREQUENCY_OPTIONS, searchSummary, suggestedSearchName, type TSearchToSave } from '../../lib/saved-search';
import { toast } from '../../lib/toast';
import { ErrorAlert } from '../ui/alert';
import { Button } from '../ui/button';
import { RadioGroupField } from '../ui/radio-group-field';
import { TextField } from '../ui/text-field';

/**
 * The Save this search form: a name (offered from the place and filters) and how to be told of new matches.
 * Mounted each time the dialog opens, so the name follows the filters of the moment.
 */
export function SaveSearchForm({ search, onSaved, onCancel }: { search: TSearchToSave; onSaved: () => void; onCancel: () => void }) {
  const [name, setName] = useState(() => suggestedSearchName(search));
  const [frequency, setFrequency] = useState<TSavedSearchFrequency>('instant');
  const [nameError, setNameError] = useState<string>();
  const create = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Name is required');
    setNameError(undefined);
    create.mutate(
      { name: trimmed, source: search.source, frequency, filters: search.filters, area: search.area },
      {
        onSuccess: (saved) => {
          toast({ title: 'Search saved', description: `“${saved.name}” is in Saved Searches.` });
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="rounded-md bg-slate-50 p-3 text-sm break-words text-slate-700">{searchSummary(search)}</p>
      <TextField id="saved-search-name" label="Name" value={name} onValueChange={setName} error={nameError} maxLength={SAVED_SEARCH_NAME_MAX} required />
      <RadioGroupField name="saved-search-frequency" legend="Tell me about new homes" value={frequency} options={FREQUENCY_OPTIONS} onValueChange={setFrequency} />
      <p className="text-sm text-slate-600">By e-mail and in the app. You can change this or pause it any time in Saved Searches.</p>
      {create.isError && <ErrorAlert>{(create.error instanceof ApiError && create.error.serverMessage) || 'We could not save this search. Please try again.'}</ErrorAlert>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save search'}
        </Button>
        <Button variant="ghost" onClick={onCancel} className="sm:mr-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
