import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { FINANCING_VALUES, TIMEFRAME_VALUES } from '../constants/buyer-preferences';
import { MAX_QUESTION_CHOICES, MAX_SIGN_IN_QUESTIONS } from '../constants/lead-capture';
import { ZCreateLeadRequestSchema } from './lead.schema';
import { ZResourceIdSchema } from './form-fields.schema';
import { MAIL_KINDS } from './mail-suppression.schema';

const questionLabel = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: 'Question is required' })
    .check(z.trim(), z.minLength(1, 'Question is required'), z.maxLength(200, 'A question must be at most 200 characters')),
);
const questionId = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Unknown question id')));

/** One custom question an agent asks at the door. */
export const ZSignInQuestionSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ id: questionId, kind: z.literal('text'), label: questionLabel }),
      z.object({ id: questionId, kind: z.literal('yes-no'), label: questionLabel }),
      z.object({
        id: questionId,
        kind: z.literal('choice'),
        label: questionLabel,
        choices: z
          .array(z.string().check(z.trim(), z.minLength(1, 'A choice cannot be empty'), z.maxLength(80, 'A choice must be at most 80 characters')))
          .check(z.minLength(2, 'Give at least two choices'), z.maxLength(MAX_QUESTION_CHOICES, `At most ${MAX_QUESTION_CHOICES} choices`)),
      }),
    ],
    { error: 'Kind must be text, yes-no or choice' },
  ),
);
export type TSignInQuestion = z.infer<typeof ZSignInQuestionSchema>;

/** PUT /api/properties/{id}/open-houses/{openHouseId}/sign-in-form: the agent's questions. */
export const ZSaveSignInFormRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    questions: z.array(ZSignInQuestionSchema).check(
      z.maxLength(MAX_SIGN_IN_QUESTIONS, `At most ${MAX_SIGN_IN_QUESTIONS} questions`),
      z.refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, 'Each question needs its own id'),
    ),
  }),
);
export type TSaveSignInFormRequest = z.input<typeof ZSaveSignInFormRequestSchema>;

/** What the sign-in sheet and the visitor's page show of the open house. */
export const ZSignInFormSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    openHouseId: z.string(),
    propertyId: z.string(),
    listingTitle: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    coverImage: z.nullable(z.string()),
    timeZone: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    questions: z.array(ZSignInQuestionSchema),
  }),
);
export type TSignInForm = z.infer<typeof ZSignInFormSchema>;

/** The owner's view: `isSaved` is false until the agent saves the form; the visitor's link works from then on. */
export const ZOwnSignInFormSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZSignInFormSchema, {
    isSaved: z.boolean(),
    /** When the automatic thank-you went out at the open house's end (null: not sent automatically). */
    thankedAutomaticallyAt: z._default(z.nullable(z.string()), null),
  }),
);
export type TOwnSignInForm = z.infer<typeof ZOwnSignInFormSchema>;

export const ZOpenHouseIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

/** POST /api/open-houses/{id}/sign-ins: a visitor signs in at the door (or on the kiosk). */
export const ZCreateSignInRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Made by the visitor's browser once per sign-in, so a retry never makes a second lead. */
    clientId: z.string({ error: 'Unknown sign-in id' }).check(z.regex(/^[0-9A-Za-z-]{16,64}$/, 'Unknown sign-in id')),
    name: ZCreateLeadRequestSchema.shape.name,
    email: ZCreateLeadRequestSchema.shape.email,
    phone: ZCreateLeadRequestSchema.shape.phone,
    workingWithAgent: z.enum(['yes', 'no'], { error: 'Tell us whether you are working with an agent' }),
    timeframe: z.optional(z.enum(TIMEFRAME_VALUES, { error: 'Unknown timeframe' })),
    financing: z.optional(z.enum(FINANCING_VALUES, { error: 'Unknown financing' })),
    answers: z._default(z.record(questionId, z.string().check(z.trim(), z.maxLength(500, 'An answer must be at most 500 characters'))), {}),
    /** The box with SIGN_IN_CONSENT_TEXT: ticked or not, never ticked for the visitor. */
    consent: z.boolean({ error: 'Consent must be true or false' }),
  }),
);
export type TCreateSignInRequest = z.input<typeof ZCreateSignInRequestSchema>;

/**
 * POST …/open-houses/{openHouseId}/thank-you: how many visitors were thanked now; how many were not because
 * they were thanked before or unsubscribed (`skipped`), did not consent to be contacted or took it back
 * (`withoutConsent`), could not be sent to now (`failed`: the next thank-you tries them again), or are new
 * addresses over the account's daily limit (`overLimit`: not sent; a thank-you after the reset tries them again).
 */
export const ZSendThankYouResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sent: z.number().check(z.int()),
    skipped: z.number().check(z.int()),
    withoutConsent: z.number().check(z.int()),
    failed: z.number().check(z.int()),
    overLimit: z.number().check(z.int()),
  }),
);
export type TSendThankYouResponse = z.infer<typeof ZSendThankYouResponseSchema>;

/** GET /api/mail/unsubscribe-links/{token}: what the link stops, and whether that is already done (a second visit says so). */
export const ZUnsubscribeLinkSchema = /* @__PURE__ */ lazySchema(() => z.object({ kind: z.enum(MAIL_KINDS), isDone: z.boolean() }));
export type TUnsubscribeLink = z.infer<typeof ZUnsubscribeLinkSchema>;

/** POST /api/mail/unsubscribe: the token of an unsubscribe link. */
export const ZUnsubscribeRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ token: z.string({ error: 'This unsubscribe link is not valid.' }).check(z.regex(/^[\w-]{20,64}$/, 'This unsubscribe link is not valid.')) }),
);
