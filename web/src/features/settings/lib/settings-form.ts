import type { TSettings } from '@shared/schemas/settings.schema';

/** The Settings form: every stored setting except its time stamp. */
export type TSettingsValues = Omit<TSettings, 'updatedAt'>;

export type TSettingsBinding = {
  values: TSettingsValues;
  setValue: <K extends keyof TSettingsValues>(key: K, value: TSettingsValues[K]) => void;
};

export const settingsValues = ({ updatedAt: _updatedAt, ...values }: TSettings): TSettingsValues => values;

export const isSameSettings = (a: TSettingsValues, b: TSettingsValues): boolean =>
  (Object.keys(a) as (keyof TSettingsValues)[]).every((key) => a[key] === b[key]);
