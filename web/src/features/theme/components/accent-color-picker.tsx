import clsx from 'clsx';
import { Check } from 'lucide-react';
import { ACCENT_COLORS, type TAccentColor } from '@shared/constants/branding';
import { accentStyle } from '../../../lib/branding-style';

type TAccentColorPickerProps = { value: TAccentColor; onValueChange: (value: TAccentColor) => void };

/** Native radios drawn as swatches: arrow keys move between colours; each has its name as text. */
export function AccentColorPicker({ value, onValueChange }: TAccentColorPickerProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Accent color</legend>
      <div className="flex flex-wrap gap-3">
        {ACCENT_COLORS.map((color) => {
          const isChecked = color.value === value;
          const id = `branding-accent-${color.value}`;
          return (
            <label
              key={color.value}
              htmlFor={id}
              style={accentStyle(color.value)}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                isChecked ? 'border-slate-900 bg-slate-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                id={id}
                type="radio"
                name="branding-accent"
                value={color.value}
                checked={isChecked}
                onChange={() => onValueChange(color.value)}
                className="sr-only"
              />
              <span className="flex size-6 items-center justify-center rounded-full bg-(--accent) text-white" aria-hidden="true">
                {isChecked && <Check className="size-4" />}
              </span>
              {color.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
