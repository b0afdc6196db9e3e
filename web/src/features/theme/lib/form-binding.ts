import type { TFieldErrors } from '../../../lib/use-zod-form';
import type { TBrandingFormValues } from './branding-form';

/** What each Theme card needs of the form: the values, their messages and a setter. */
export type TBrandingFormBinding = {
  values: TBrandingFormValues;
  errors: TFieldErrors;
  setValue: <K extends keyof TBrandingFormValues>(key: K, value: TBrandingFormValues[K]) => void;
};

/** The first message for a field or any of its entries ('specialties', 'specialties.3'). */
export function errorFor(errors: TFieldErrors, field: keyof TBrandingFormValues): string | undefined {
  const key = Object.keys(errors).find((path) => path === field || path.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}
