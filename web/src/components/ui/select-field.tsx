import { Field } from './field';
import { NativeSelect } from './input';

type TOption<T extends string> = { value: T; label: string };

type TSelectFieldProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  options: readonly TOption<T>[];
  onValueChange: (value: T) => void;
  error?: string;
  hint?: string;
  name?: string;
};

/** A native select: fully keyboard and screen-reader friendly on every platform. */
export function SelectField<T extends string>({ id, label, value, options, onValueChange, error, hint, name }: TSelectFieldProps<T>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect
          {...control}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
