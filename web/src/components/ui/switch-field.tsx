import { Switch } from 'radix-ui';

type TSwitchFieldProps = {
  id: string;
  label: string;
  description?: string;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  disabled?: boolean;
};

/** An on/off setting: a Radix switch (role switch, Space toggles) named by its label, described by its hint. */
export function SwitchField({ id, label, description, isChecked, onCheckedChange, disabled }: TSwitchFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={isChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
