import type { ComponentProps } from 'react';
import { Field } from './field';
import { Input } from './input';

type TTextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextField({ id, label, value, onValueChange, error, hint, required, ...inputProps }: TTextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} isRequired={required}>
      {(control) => <Input {...inputProps} {...control} required={required} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </Field>
  );
}
