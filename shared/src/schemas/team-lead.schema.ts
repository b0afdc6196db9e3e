import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { LEAD_SOURCE_VALUES, LEAD_STATUS_VALUES } from '../constants/lead-capture';
import { ZResourceIdSchema } from './form-fields.schema';

/**
 * The shared lead pool of a Team brokerage: leads from the open houses, inquiries and profile contacts of the
 * broker and the approved agents enter it; a member claims an unassigned one, the broker assigns and reassigns.
 */

export const ALREADY_CLAIMED = 'This lead was already claimed.';
export const TEAM_LEAD_CHANGED = 'This lead changed meanwhile. Reload and try again.';
export const NOT_IN_A_TEAM = 'Only the members of a brokerage team see its lead pool.';
export const TEAM_LEAD_NOT_FOUND = 'Lead not found';
export const NOT_A_POOL_MEMBER = 'Assign team leads to an approved member of your team.';
export const TEAM_LEADS_PAGE_SIZE = 25;
/** The longest wait the broker may set before an uncontacted lead goes back to the pool (30 days). */
export const MAX_RETURN_AFTER_HOURS = 720;

/**
 * Which leads: the unassigned ones (`pool`), those the caller holds (`mine`), the caller's own leads that
 * entered the pool (`from-me`: who holds them now), or every lead of the team (`all`: the broker only).
 */
export const TEAM_LEAD_VIEWS = ['pool', 'mine', 'from-me', 'all'] as const;
export type TTeamLeadView = (typeof TEAM_LEAD_VIEWS)[number];

export const ZListTeamLeadsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    view: z._default(z.enum(TEAM_LEAD_VIEWS, { error: 'Choose the view pool, mine, from-me or all' }), 'pool'),
    cursor: z.optional(z.string().check(z.maxLength(1000, 'Invalid cursor'))),
  }),
);
export type TListTeamLeadsQuery = z.output<typeof ZListTeamLeadsQuerySchema>;

export const TEAM_LEAD_MOVES = ['claimed', 'assigned', 'returned', 'auto-assigned', 'auto-returned'] as const;

/** One change of who holds a lead: to whom (null: back to the pool), by whom (null: the team's rule). */
export const ZTeamLeadMoveSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    action: z.enum(TEAM_LEAD_MOVES),
    at: z.string(),
    to: z.nullable(z.object({ userId: z.string(), displayName: z.string() })),
    by: z.nullable(z.object({ userId: z.string(), displayName: z.string() })),
  }),
);
export type TTeamLeadMove = z.infer<typeof ZTeamLeadMoveSchema>;

export const ZTeamLeadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    source: z.enum(LEAD_SOURCE_VALUES),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    listingTitle: z.nullable(z.string()),
    createdAt: z.string(),
    /** The agent whose open house, listing or profile it came from. */
    from: z.object({ userId: z.string(), displayName: z.string() }),
    holder: z.nullable(z.object({ userId: z.string(), displayName: z.string() })),
    heldSince: z.nullable(z.string()),
    /** The holder's pipeline status of it (new until they change it); null while unassigned. */
    status: z.nullable(z.enum(LEAD_STATUS_VALUES)),
    history: z.array(ZTeamLeadMoveSchema),
  }),
);
export type TTeamLead = z.infer<typeof ZTeamLeadSchema>;

export const ZListTeamLeadsResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZTeamLeadSchema), nextCursor: z.nullable(z.string()) }));
export type TListTeamLeadsResponse = z.infer<typeof ZListTeamLeadsResponseSchema>;

export const ZTeamLeadParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

/** PUT /api/team-leads/{id}/assignee: a member (or the broker), or null to put it back in the pool. */
export const ZAssignTeamLeadRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ assigneeId: z.nullable(ZResourceIdSchema) }));

/** The broker's rules: round-robin among available members; back to the pool after N hours still New (null: never). */
export const ZTeamLeadRulesSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    roundRobin: z.boolean(),
    returnAfterHours: z.nullable(
      z
        .number({ error: 'Enter a number of hours' })
        .check(z.int('Enter whole hours'), z.gte(1, 'At least 1 hour'), z.lte(MAX_RETURN_AFTER_HOURS, `At most ${MAX_RETURN_AFTER_HOURS} hours`)),
    ),
  }),
);
export type TTeamLeadRules = z.infer<typeof ZTeamLeadRulesSchema>;

export const ZPoolAvailabilityRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ available: z.boolean() }));

/** GET /api/team-leads/settings: the caller's place in the pool, the rules and (for the broker) the members. */
export const ZTeamPoolSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    isBroker: z.boolean(),
    available: z.boolean(),
    rules: ZTeamLeadRulesSchema,
    members: z.array(z.object({ userId: z.string(), displayName: z.string(), available: z.boolean() })),
  }),
);
export type TTeamPoolSettings = z.infer<typeof ZTeamPoolSettingsSchema>;

/**
 * GET /api/team-leads/settings: the caller's pool, or none with the reason (no team; a plan without it): the
 * screens ask every time, so not having a pool is an answer, not an error.
 */
export const ZTeamPoolStandingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ pool: z.nullable(ZTeamPoolSettingsSchema), message: z.nullable(z.string()) }),
);
export type TTeamPoolStanding = z.infer<typeof ZTeamPoolStandingSchema>;
