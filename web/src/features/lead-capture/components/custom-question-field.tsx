import type { TSignInQuestion } from '@shared/schemas/lead-capture.schema';
import { FieldError } from '../../../components/ui/field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { TextField } from '../../../components/ui/text-field';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

type TProps = { idPrefix: string; question: TSignInQuestion; value: string; onValueChange: (value: string) => void; error?: string };

/** One of the agent's questions as the visitor answers it (all optional). */
export function CustomQuestionField({ idPrefix, question, value, onValueChange, error }: TProps) {
  const id = `${idPrefix}-${question.id}`;
  if (question.kind === 'text') return <TextField id={id} label={question.label} value={value} onValueChange={onValueChange} maxLength={500} error={error} />;
  const options = question.kind === 'yes-no' ? YES_NO : question.choices.map((choice) => ({ value: choice, label: choice }));
  return (
    <div className="space-y-1">
      <RadioGroupField name={id} legend={question.label} value={value} options={options} onValueChange={onValueChange} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
