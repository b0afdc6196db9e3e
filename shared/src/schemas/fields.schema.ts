import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants/limits';

/** Reusable fields. Messages are the spec's (§5); they live here once. */
export const ZEmailSchema = z
  .string({ error: 'Invalid email' })
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email')
  .pipe(z.email({ error: 'Invalid email' }));

export const ZNewPasswordSchema = z
  .string({ error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const ZDisplayNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZTermsConsentSchema = z.literal(true, { error: 'You must agree to terms' });
