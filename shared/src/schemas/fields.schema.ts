import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MIN_PASSWORD_LENGTH } from '../constants/limits';

/** Reusable fields. Messages are the spec's (§5); they live here once. */
export const ZEmailSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(z.string({ error: 'Invalid email' }).check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Invalid email')), z.email({ error: 'Invalid email' })),
);

export const ZNewPasswordSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(256, 'Password must be at most 256 characters'),
    ),
);

export const ZDisplayNameSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Name is required', abort: true }),
      z.minLength(2, 'Name must be at least 2 characters'),
      z.maxLength(100, 'Name must be at most 100 characters'),
    ),
);

export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`))),
    z.transform((v) => (v ? v : undefined)),
  );

export const ZTermsConsentSchema = /* @__PURE__ */ lazySchema(() => z.literal(true, { error: 'You must agree to terms' }));
