import { WIDE_SAVED_SEARCHES_NOTE } from '@shared/constants/saved-searches';
import { useCreateSavedSearch } from '../../lib/api/create-saved-search';
import { searchSummary, suggestedSearchName, type TSearchToSave } from '../../lib/saved-search';
import { toast } from '../../lib/toast';
import { NameAndFrequencyForm } from './name-and-frequency-form';

/**
 * The Save this search form: a name (offered from the place and filters) and how to be told of new matches.
 * Mounted each time the dialog opens, so the name follows the filters of the moment.
 */
export function SaveSearchForm({ search, onSaved, onCancel }: { search: TSearchToSave; onSaved: () => void; onCancel: () => void }) {
  const create = useCreateSavedSearch();
  return (
    <NameAndFrequencyForm
      idPrefix="saved-search"
      initial={{ name: suggestedSearchName(search), frequency: 'instant' }}
      note="By e-mail and in the app. You can change this or pause it any time in Saved Searches."
      submitLabel="Save search"
      isPending={create.isPending}
      error={create.error}
      failureText="We could not save this search. Please try again."
      onCancel={onCancel}
      onSubmit={({ name, frequency }) =>
        create.mutate(
          { name, source: search.source, frequency, filters: search.filters, area: search.area },
          {
            onSuccess: (saved) => {
              toast({ title: 'Search saved', description: `“${saved.name}” is in Saved Searches.` });
              onSaved();
            },
          },
        )
      }
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm break-words text-slate-700">{searchSummary(search)}</p>
      {!search.area && <p className="text-sm text-slate-600">{WIDE_SAVED_SEARCHES_NOTE}</p>}
    </NameAndFrequencyForm>
  );
}
