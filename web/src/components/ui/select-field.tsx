import { Field } from './field';
import { NativeSelect } from './input';

type TOption<T extends string> = { value: T; label: string };

type TSelectFieldProps<T extends string> = {
  id: string;
  label: string;
  /** '' selects the placeholder, when there is one. */
  value: T | '';
  options: readonly TOption<T>[];
  onValueChange: (value: T) => void;
  error?: string;
  hint?: string;
  name?: string;
  /** A first, unselectable option ('Select a state') shown while nothing is chosen. */
  placeholder?: string;
  isRequired?: boolean;
  disabled?: boolean;
};

/** A native select: fully keyboard and screen-reader friendly on every platform. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  error,
  hint,
  name,
  placeholder,
  isRequired,
  disabled,
}: TSelectFieldProps<T>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      {(control) => (
        <NativeSelect
          {...control}
          name={name}
          value={value}
          required={isRequired}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
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
