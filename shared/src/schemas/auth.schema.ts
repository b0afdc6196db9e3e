import * as z from 'zod';
import { FINANCING_VALUES, TIMEFRAME_VALUES } from '../constants/buyer-preferences';
import { ZDisplayNameSchema, ZEmailSchema, ZNewPasswordSchema, ZTermsConsentSchema, optionalText } from './fields.schema';

export const ZBuyerSignupRequestSchema = z.object({
  name: ZDisplayNameSchema,
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
  timeframe: z.enum(TIMEFRAME_VALUES).default('just-browsing'),
  financing: z.enum(FINANCING_VALUES).default('exploring-lenders'),
  represented: z.boolean().default(false),
  consents: z.object({ terms: ZTermsConsentSchema, marketing: z.boolean().default(false) }, { error: 'You must agree to terms' }),
});
export type TBuyerSignupRequest = z.input<typeof ZBuyerSignupRequestSchema>;
export type TBuyerSignup = z.output<typeof ZBuyerSignupRequestSchema>;

export const ZProSignupRequestSchema = z.object({
  role: z.enum(['AGENT', 'BROKER']).default('AGENT'),
  displayName: ZDisplayNameSchema,
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
  phone: optionalText(40),
  licenseNumber: optionalText(60),
  brokerageName: optionalText(120),
  consents: z.object({ terms: ZTermsConsentSchema, marketing: z.boolean().default(false) }, { error: 'You must agree to terms' }),
});
export type TProSignupRequest = z.input<typeof ZProSignupRequestSchema>;
export type TProSignup = z.output<typeof ZProSignupRequestSchema>;

export const ZSignupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  redirectUrl: z.string(),
});
export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>;

export const ZSigninRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type TSigninRequest = z.input<typeof ZSigninRequestSchema>;

export const ZSigninResponseSchema = z.object({ message: z.string(), redirectUrl: z.string() });
export type TSigninResponse = z.infer<typeof ZSigninResponseSchema>;
