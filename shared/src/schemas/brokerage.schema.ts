import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ZUlidSchema } from './form-fields.schema';

/**
 * Brokerage membership. The first broker who names a brokerage owns the name (compared trimmed and
 * case-insensitively); an agent who names it asks to join, and only the broker's approval makes the agent
 * part of the brokerage (its open houses, the profile's brokerage link).
 */

export const brokerageTakenMessage = (brokerageName: string) =>
  `The brokerage "${brokerageName.trim()}" is already registered by another broker. Ask its broker to add you, or choose another name.`;
export const BROKERAGE_CHANGED_MEANWHILE = 'The brokerage changed meanwhile. Reload and try again.';
export const NO_PENDING_REQUEST = 'This agent has no pending request to join your brokerage.';
export const NOT_A_TEAM_MEMBER = 'This agent is not a member of your brokerage.';
export const NO_BROKERAGE = 'Add your brokerage name on the Account screen first.';

/**
 * The caller's standing with the brokerage their profile names:
 * none (no brokerage named) · not_found (no broker has registered it) · not_requested (registered after
 * the agent named it: save the name again to ask) · pending · approved · declined · removed · owner (the broker).
 */
export const MEMBERSHIP_STATUSES = ['none', 'not_found', 'not_requested', 'pending', 'approved', 'declined', 'removed', 'owner'] as const;
export const ZMembershipStatusSchema = /* @__PURE__ */ lazySchema(() => z.enum(MEMBERSHIP_STATUSES));
export type TMembershipStatus = z.infer<typeof ZMembershipStatusSchema>;

/** GET /api/brokerage/membership */
export const ZBrokerageMembershipResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brokerageName: z.nullable(z.string()),
    status: ZMembershipStatusSchema,
  }),
);
export type TBrokerageMembershipResponse = z.infer<typeof ZBrokerageMembershipResponseSchema>;

export const ZTeamMemberSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    userId: z.string(),
    displayName: z.string(),
    photoUrl: z.nullable(z.string()),
    status: z.enum(['pending', 'approved']),
    requestedAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

/** GET /api/brokerage/team and the answer of every change to it: the broker's brokerage, oldest request first. */
export const ZBrokerageTeamResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brokerageName: z.nullable(z.string()),
    pending: z.array(ZTeamMemberSchema),
    members: z.array(ZTeamMemberSchema),
  }),
);
export type TBrokerageTeamResponse = z.infer<typeof ZBrokerageTeamResponseSchema>;

/** POST /api/brokerage/team/{userId}/approve, …/decline, DELETE /api/brokerage/team/{userId}: the agent's user id. */
export const ZTeamMemberParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ userId: ZUlidSchema('Unknown user id') }));
export type TTeamMemberParams = z.infer<typeof ZTeamMemberParamsSchema>;
