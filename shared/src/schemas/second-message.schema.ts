import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/**
 * The optional second message to an open house's consenting visitors, some days after it ended (issue 25,
 * point 4). Off unless the agent turns it on for that open house: the thank-you already goes out on its
 * own, and a second unasked-for mail is the one most likely to be marked as spam (complaints count against
 * the sending account every agent shares). Turned on, it goes 3 days after the end unless changed.
 */
export const SECOND_MESSAGE_DEFAULT_DELAY_DAYS = 3;
export const SECOND_MESSAGE_MIN_DELAY_DAYS = 1;
export const SECOND_MESSAGE_MAX_DELAY_DAYS = 14;
export const SECOND_MESSAGE_MAX_SUBJECT = 150;
export const SECOND_MESSAGE_MAX_BODY = 4000;

/** PUT /api/properties/{id}/open-houses/{openHouseId}/second-message: on or off, when, and what it says. */
export const ZSaveSecondMessageRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    isEnabled: z.boolean({ error: 'Say whether the second message is on or off' }),
    delayDays: z
      .number({ error: 'Days after the open house must be a number' })
      .check(
        z.int('Days after the open house must be a whole number'),
        z.gte(SECOND_MESSAGE_MIN_DELAY_DAYS, `At least ${SECOND_MESSAGE_MIN_DELAY_DAYS} day after the open house`),
        z.lte(SECOND_MESSAGE_MAX_DELAY_DAYS, `At most ${SECOND_MESSAGE_MAX_DELAY_DAYS} days after the open house`),
      ),
    subject: z
      .string({ error: 'Subject is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Subject is required'),
        z.maxLength(SECOND_MESSAGE_MAX_SUBJECT, `The subject must be at most ${SECOND_MESSAGE_MAX_SUBJECT} characters`),
        z.regex(/^[^\r\n]*$/, 'The subject must be one line'),
      ),
    body: z
      .string({ error: 'Message is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Message is required'),
        z.maxLength(SECOND_MESSAGE_MAX_BODY, `The message must be at most ${SECOND_MESSAGE_MAX_BODY} characters`),
      ),
  }),
);
export type TSaveSecondMessageRequest = z.input<typeof ZSaveSecondMessageRequestSchema>;

/**
 * The sheet's view: the settings (the defaults, naming the listing, until the agent saves), when the message
 * is due (on, not sent yet), and when it first went out and to how many visitors.
 */
export const ZSecondMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    isEnabled: z.boolean(),
    delayDays: z.number().check(z.int()),
    subject: z.string(),
    body: z.string(),
    /** False while the agent never saved: the texts are the defaults. */
    isSaved: z.boolean(),
    /** When the message is due: the open house's end plus the delay (null when off). */
    scheduledFor: z.nullable(z.string()),
    /** When the first visitor got it (null: nobody yet), and how many got it. */
    sentAt: z.nullable(z.string()),
    sentCount: z.number().check(z.int()),
  }),
);
export type TSecondMessage = z.infer<typeof ZSecondMessageSchema>;
