import { SwitchField } from './switch-field';

type TSwitchOption<TKey extends string> = { key: TKey; id: string; label: string; description: string };

type TSwitchFieldsProps<TKey extends string> = {
  options: readonly TSwitchOption<TKey>[];
  values: Record<TKey, boolean>;
  setValue: (key: TKey, isOn: boolean) => void;
};

/** One on/off switch per option, each bound to the form value its key names. */
export function SwitchFields<TKey extends string>({ options, values, setValue }: TSwitchFieldsProps<TKey>) {
  return options.map(({ key, id, label, description }) => (
    <SwitchField key={key} id={id} label={label} description={description} isChecked={values[key]} onCheckedChange={(isOn) => setValue(key, isOn)} />
  ));
}
