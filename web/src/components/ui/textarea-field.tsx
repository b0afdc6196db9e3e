import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Field } from './field';
import { controlClasses } from './input';

type TTextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextareaField({ id, label, value, onValueChange, error, hint, required, className, ...props }: TTextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} isRequired={required}>
      {(control) => (
        <textarea
          {...props}
          {...control}
          required={required}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={clsx(controlClasses, 'min-h-28 py-2', className)}
        />
      )}
    </Field>
  );
}
