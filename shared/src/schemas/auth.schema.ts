import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { FINANCING_VALUES, TIMEFRAME_VALUES } from '../constants/buyer-preferences';
import { ZDisplayNameSchema, ZEmailSchema, ZNewPasswordSchema, ZTermsConsentSchema, optionalText } from './fields.schema';

export const ZBuyerSignupRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: ZDisplayNameSchema,
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    timeframe: z._default(z.enum(TIMEFRAME_VALUES), 'just-browsing'),
    financing: z._default(z.enum(FINANCING_VALUES), 'exploring-lenders'),
    represented: z._default(z.boolean(), false),
    consents: z.object({ terms: ZTermsConsentSchema, marketing: z._default(z.boolean(), false) }, { error: 'You must agree to terms' }),
  }),
);
export type TBuyerSignupRequest = z.input<typeof ZBuyerSignupRequestSchema>;
export type TBuyerSignup = z.output<typeof ZBuyerSignupRequestSchema>;

export const ZProSignupRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    role: z._default(z.enum(['AGENT', 'BROKER']), 'AGENT'),
    displayName: ZDisplayNameSchema,
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    phone: optionalText(40),
    licenseNumber: optionalText(60),
    brokerageName: optionalText(120),
    consents: z.object({ terms: ZTermsConsentSchema, marketing: z._default(z.boolean(), false) }, { error: 'You must agree to terms' }),
  }),
);
export type TProSignupRequest = z.input<typeof ZProSignupRequestSchema>;
export type TProSignup = z.output<typeof ZProSignupRequestSchema>;

export const ZSignupResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    redirectUrl: z.string(),
  }),
);
export type TSignupResponse = z.infer<typeof ZSignupResponseSchema>;

export const ZSigninRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: ZEmailSchema,
    password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(256)),
  }),
);
export type TSigninRequest = z.input<typeof ZSigninRequestSchema>;

/**
 * The password was right. Either signed in (`redirectUrl`), or, with two-factor on, `twoFactorRequired`:
 * the browser now holds a short-lived pending sign-in and sends the code to POST /api/auth/signin/two-factor.
 */
export const ZSigninResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([z.object({ message: z.string(), redirectUrl: z.string() }), z.object({ message: z.string(), twoFactorRequired: z.literal(true) })]),
);
export type TSigninResponse = z.infer<typeof ZSigninResponseSchema>;

export const TWO_FACTOR_CODE_REQUIRED_MESSAGE = 'Enter the code from your authenticator app';

/** A 6-digit authenticator code or a recovery code (XXXXX-XXXXX); spaces are ignored. */
export const ZTwoFactorCodeSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string({ error: TWO_FACTOR_CODE_REQUIRED_MESSAGE }),
      z.transform((v) => v.replace(/\s/g, '')),
    ),
    z.string().check(z.minLength(1, TWO_FACTOR_CODE_REQUIRED_MESSAGE), z.maxLength(20, 'Enter a 6-digit code or a recovery code')),
  ),
);

/** POST /api/auth/signin/two-factor: the second sign-in step. Answers like a signed-in POST /api/auth/signin. */
export const ZTwoFactorSigninRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ code: ZTwoFactorCodeSchema }));
export type TTwoFactorSigninRequest = z.input<typeof ZTwoFactorSigninRequestSchema>;
export const ZTwoFactorSigninResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string(), redirectUrl: z.string() }));
