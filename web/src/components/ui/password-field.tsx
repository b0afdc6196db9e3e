import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Field } from './field';
import { Input } from './input';

type TPasswordFieldProps = {
  id: string;
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
  /** Default true; an optional secret (a second password in one form) says false. */
  isRequired?: boolean;
  name?: string;
  /** The show/hide button's name; a form with two passwords tells them apart. */
  toggleLabel?: string;
};

/** A password input with a show/hide toggle (a real button, announced with its pressed state). */
export function PasswordField({
  id,
  label = 'Password',
  value,
  onValueChange,
  autoComplete,
  error,
  hint,
  isRequired = true,
  name = 'password',
  toggleLabel = 'Show password',
}: TPasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={isVisible ? 'text' : 'password'}
            name={name}
            autoComplete={autoComplete}
            required={isRequired}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className="pr-11"
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
            aria-label={toggleLabel}
            aria-pressed={isVisible}
            aria-controls={id}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
}
