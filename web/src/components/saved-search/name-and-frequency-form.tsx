import { useState, type FormEvent, type ReactNode } from 'react';
import { SAVED_SEARCH_NAME_MAX, type TSavedSearchFrequency } from '@shared/constants/saved-searches';
import { ApiError } from '../../lib/api-client';
import { FREQUENCY_OPTIONS } from '../../lib/saved-search';
import { ErrorAlert } from '../ui/alert';
import { Button } from '../ui/button';
import { RadioGroupField } from '../ui/radio-group-field';
import { TextField } from '../ui/text-field';

export type TNameAndFrequency = { name: string; frequency: TSavedSearchFrequency };

type TNameAndFrequencyFormProps = {
  /** Makes the fields' ids unique on a screen that shows several forms (the saved searches' Edit dialogs). */
  idPrefix: string;
  initial: TNameAndFrequency;
  /** Shown above the fields (Save this search: what is being saved). */
  children?: ReactNode;
  note: string;
  submitLabel: string;
  isPending: boolean;
  /** The save's failure, if it failed: its server message is shown, else `failureText`. */
  error: unknown;
  failureText: string;
  onSubmit: (values: TNameAndFrequency) => void;
  onCancel: () => void;
};

/** A saved search's name (required, trimmed) and how often to be told of new homes; Save this search and Edit share it. */
export function NameAndFrequencyForm({
  idPrefix,
  initial,
  children,
  note,
  submitLabel,
  isPending,
  error,
  failureText,
  onSubmit,
  onCancel,
}: TNameAndFrequencyFormProps) {
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [nameError, setNameError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Name is required');
    setNameError(undefined);
    onSubmit({ name: trimmed, frequency });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {children}
      <TextField id={`${idPrefix}-name`} label="Name" value={name} onValueChange={setName} error={nameError} maxLength={SAVED_SEARCH_NAME_MAX} required />
      <RadioGroupField
        name={`${idPrefix}-frequency`}
        legend="Tell me about new homes"
        value={frequency}
        options={FREQUENCY_OPTIONS}
        onValueChange={setFrequency}
      />
      <p className="text-sm text-slate-600">{note}</p>
      {error != null && <ErrorAlert>{(error instanceof ApiError && error.serverMessage) || failureText}</ErrorAlert>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} className="sm:mr-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
