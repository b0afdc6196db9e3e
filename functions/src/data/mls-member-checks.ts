import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { MLS_VERIFIED_BY } from '@shared/constants/mls-trust';

/** How a member proved an MLS id (`mlsId` normalized: trimmed, upper case), the code waiting (its SHA-256 only), the review waiting. */
const memberCheckSchema = /* @__PURE__ */ lazySchema(() =>
  z._default(
    z.object({
      verified: z._default(z.nullable(z.object({ mlsId: z.string(), at: z.string(), by: z.enum(MLS_VERIFIED_BY) })), null),
      code: z._default(z.nullable(z.object({ hash: z.string(), mlsId: z.string(), sentTo: z.string(), expiresAt: z.string(), triesLeft: z.number() })), null),
      review: z._default(z.nullable(z.object({ id: z.string(), mlsId: z.string(), requestedAt: z.string() })), null),
    }),
    { verified: null, code: null, review: null },
  ),
);
export type TMemberCheck = z.output<typeof memberCheckSchema>;
export const NO_MEMBER_CHECK: TMemberCheck = { verified: null, code: null, review: null };

/** Where each MLS id of a configuration stands (items stored before verification read as nothing proven). */
export const memberChecksSchema = /* @__PURE__ */ lazySchema(() =>
  z._default(z.object({ agent: memberCheckSchema, office: memberCheckSchema }), { agent: NO_MEMBER_CHECK, office: NO_MEMBER_CHECK }),
);

/** What telling a proven link from a claim reads of a configuration: its ids and their checks, and the MLS it names (mls-trust/mls-source.ts). */
export const configurationMembersSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    mlsId: z.optional(z.nullable(z.string())),
    providerUrl: z.string(),
    agentMlsId: z._default(z.nullable(z.string()), null),
    officeMlsId: z._default(z.nullable(z.string()), null),
    memberChecks: memberChecksSchema,
  }),
);
export type TConfigurationMembers = z.output<typeof configurationMembersSchema>;
