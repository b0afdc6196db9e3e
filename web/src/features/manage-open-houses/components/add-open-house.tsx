import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddOpenHouse } from '../api/add-open-house';
import { EMPTY_SLOT_FORM, slotFormSchema } from '../lib/add-open-house-form';

type TAddOpenHouseProps = { propertyId: string; listingName: string; timeZone: string };

/** 'Add open house' opens a small form under the listing; it closes again once the open house is added. */
export function AddOpenHouse(props: TAddOpenHouseProps) {
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Add open house to ${props.listingName}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add open house
      </Button>
      {isOpen && (
        <div id={formId}>
          <AddOpenHouseForm {...props} onDone={() => setIsOpen(false)} />
        </div>
      )}
    </div>
  );
}

/** The form itself: the listing's card opens it, and so does the dashboard's 'Create Open House' picker. */
export function AddOpenHouseForm({ propertyId, listingName, timeZone, onDone }: TAddOpenHouseProps & { onDone: () => void }) {
  const [schema] = useState(() => slotFormSchema(timeZone, () => new Date()));
  const form = useZodForm(schema, EMPTY_SLOT_FORM, (values) => values);
  const add = useAddOpenHouse(propertyId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { values, errors, setValue, fieldProps } = form;
  const id = useId();

  const submit = form.handleSubmit((slot) => {
    setRefusal(null);
    add.mutate(slot, {
      onSuccess: () => {
        toast({ title: 'Open House Added', description: `Scheduled for ${listingName}.` });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        const message = (error instanceof ApiError && error.serverMessage) || 'Failed to add the open house. Please try again.';
        if (error instanceof ApiError && error.status === 409) setRefusal(message);
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`New open house for ${listingName}`}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField id={`${id}-date`} label="Date" type="date" required value={values.date} onValueChange={(v) => setValue('date', v)} error={errors.date} />
        <TextField id={`${id}-start`} label="Start time" type="time" required {...fieldProps('startTime')} />
        <TextField id={`${id}-end`} label="End time" type="time" required {...fieldProps('endTime')} />
      </div>
      <TextareaField id={`${id}-notes`} label="Notes (optional)" rows={2} {...fieldProps('notes')} className="min-h-16" />
      <p className="text-xs text-slate-600">Times are the listing's local time ({timeZone.replace(/_/g, ' ')}).</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Open House'}
        </Button>
      </div>
    </form>
  );
}
