import type { ReactNode } from 'react';
import { FieldError } from './field';

type TCheckboxFieldProps = {
  id: string;
  label: ReactNode;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  error?: string;
  isRequired?: boolean;
};

export function CheckboxField({ id, label, isChecked, onCheckedChange, error, isRequired }: TCheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
          checked={isChecked}
          required={isRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
