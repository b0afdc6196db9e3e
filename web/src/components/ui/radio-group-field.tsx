import clsx from 'clsx';

type TRadioOption<T extends string> = { value: T; label: string; description?: string };

type TRadioGroupFieldProps<T extends string> = {
  name: string;
  legend: string;
  value: T;
  options: readonly TRadioOption<T>[];
  onValueChange: (value: T) => void;
  /** Marks the group required (an asterisk, as labelled fields show it, and `required` on the radios). */
  isRequired?: boolean;
  /** The id of the group's validation message, when one shows: the radios point at it. */
  errorId?: string;
};

/** Native radios in a fieldset: arrow keys move between options, the legend names the group. */
export function RadioGroupField<T extends string>({ name, legend, value, options, onValueChange, isRequired, errorId }: TRadioGroupFieldProps<T>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {isRequired && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                isChecked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                required={isRequired}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={errorId}
                onChange={() => onValueChange(option.value)}
                className="mt-0.5 accent-brand-700 focus-visible:outline-none"
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                {option.description && <span className="block text-slate-600">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
