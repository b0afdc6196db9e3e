import { useState, type FormEvent } from 'react';
import type { $ZodError } from 'zod/v4/core';
import type { TZodSchema } from './zod-schema';

/** First message per field, keyed by the schema path joined with dots ('email', 'consents.terms'). */
export type TFieldErrors = Partial<Record<string, string>>;

/** A field's value, change handler and error, to spread on a TextField, SelectField, …: `{...fieldProps('email')}`. */
export type TFieldProps<TValues> = <K extends keyof TValues & string>(
  key: K,
) => { value: TValues[K]; onValueChange: (value: TValues[K]) => void; error: string | undefined };

export function toFieldErrors(error: $ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

function focusFirstInvalid(form: HTMLFormElement): void {
  // After React has rendered the messages and aria-invalid flags.
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * Form state validated with a shared zod schema (the server's own), so the messages are the spec's.
 * `toPayload` maps the flat form values to the request shape. Validation runs on submit, then on every
 * change so messages clear as the user fixes them.
 */
export function useZodForm<TValues extends Record<string, unknown>, TOutput>(
  schema: TZodSchema<TOutput>,
  initialValues: TValues,
  toPayload: (values: TValues) => unknown,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const validate = (next: TValues) => schema.safeParse(toPayload(next));

  /** Several fields at once (one choice that fills others): separate setValue calls would each start from the same values. */
  function setFields(patch: Partial<TValues>): void {
    const next = { ...values, ...patch };
    setValues(next);
    if (wasSubmitted) {
      const result = validate(next);
      setErrors(result.success ? {} : toFieldErrors(result.error));
    }
  }

  function setValue<K extends keyof TValues>(key: K, value: TValues[K]): void {
    setFields({ [key]: value } as unknown as Partial<TValues>);
  }

  function handleSubmit(onValid: (payload: TOutput) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setWasSubmitted(true);
      const result = validate(values);
      if (!result.success) {
        setErrors(toFieldErrors(result.error));
        focusFirstInvalid(event.currentTarget);
        return;
      }
      setErrors({});
      onValid(result.data);
    };
  }

  /** What a field component needs for one key: its value, its change handler and its message. */
  const fieldProps: TFieldProps<TValues> = (key) => {
    return { value: values[key], onValueChange: (value) => setValue(key, value), error: errors[key] };
  };

  /** Shows field errors the server reported (`errors[{ path, message }]`) next to their fields. */
  function showServerErrors(fieldErrors: readonly { path: string; message: string }[]): void {
    const next: TFieldErrors = {};
    for (const { path, message } of fieldErrors) next[path] ??= message;
    setErrors(next);
  }

  return { values, errors, setValue, setFields, fieldProps, handleSubmit, showServerErrors };
}
