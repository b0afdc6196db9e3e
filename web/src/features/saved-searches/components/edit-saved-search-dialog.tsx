import { useState } from 'react';
import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import { NameAndFrequencyForm } from '../../../components/saved-search/name-and-frequency-form';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
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
  const update = useUpdateSavedSearch();
  return (
    <NameAndFrequencyForm
      idPrefix={`edit-${search.id}`}
      initial={search}
      note="By e-mail and in the app."
      submitLabel="Save changes"
      isPending={update.isPending}
      error={update.error}
      failureText="We could not save your changes. Please try again."
      onCancel={onDone}
      onSubmit={(changes) => update.mutate({ id: search.id, changes }, { onSuccess: onDone })}
    />
  );
}
