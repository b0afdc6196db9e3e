import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { LEAD_SOURCE_VALUES } from '@shared/constants/lead-capture';
import { TEAM_LEAD_MOVES } from '@shared/schemas/team-lead.schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** One change of holder: to whom (null: the pool), by whom (null: the team's rule). */
const ZStoredMoveSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ action: z.enum(TEAM_LEAD_MOVES), at: z.string(), toId: z.nullable(z.string()), byId: z.nullable(z.string()) }),
);
export type TStoredTeamLeadMove = z.infer<typeof ZStoredMoveSchema>;

/**
 * TEAMLEAD#leadId: a team member's lead in the broker's pool. `lead` is the snapshot its alert carries (who, how
 * to reach them, answers, score), so an assignee's alert needs no other read; `history` grows by one move per
 * change of holder, in the same conditional update.
 */
export const teamLeadEntity = defineEntity({
  name: ENTITY.teamLead,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      leadId: z.string(),
      brokerId: z.string(),
      originAgentId: z.string(),
      holderId: z.nullable(z.string()),
      heldSince: z.nullable(z.string()),
      createdAt: z.string(),
      lead: z.object({
        id: z.string(),
        source: z.enum(LEAD_SOURCE_VALUES),
        name: z.string(),
        email: z.string(),
        phone: z.nullable(z.string()),
        message: z.nullable(z.string()),
        listingTitle: z.nullable(z.string()),
        answers: z.array(z.object({ question: z.string(), answer: z.string() })),
        score: z.number(),
        createdAt: z.string(),
      }),
      history: z.array(ZStoredMoveSchema),
    }),
  ),
  key: (record: { leadId: string }) => keys.teamLead(record.leadId),
  indexKeys: (record) => ({
    ...keys.teamLeadOfTeam(record.brokerId, record.createdAt, record.leadId),
    ...keys.teamLeadByHolder(record.brokerId, record.holderId, record.createdAt, record.leadId),
    ...keys.teamLeadByOrigin(record.brokerId, record.originAgentId, record.createdAt, record.leadId),
  }),
});
export type TTeamLeadRecord = ReturnType<typeof teamLeadEntity.parse>;

/** The broker's rules; `lastAssignedId`: the member round-robin gave the last lead to. */
export const teamPoolRulesEntity = defineEntity({
  name: ENTITY.teamPoolRules,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      brokerId: z.string(),
      roundRobin: z.boolean(),
      returnAfterHours: z.nullable(z.number()),
      lastAssignedId: z._default(z.nullable(z.string()), null),
      updatedAt: z.string(),
    }),
  ),
  key: (record: { brokerId: string }) => keys.teamPoolRules(record.brokerId),
});
export type TTeamPoolRulesRecord = ReturnType<typeof teamPoolRulesEntity.parse>;

/** A member's own switch: available for round-robin or not (absent: not). */
export const teamPoolAvailabilityEntity = defineEntity({
  name: ENTITY.teamPoolAvailability,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ brokerId: z.string(), agentId: z.string(), available: z.boolean(), updatedAt: z.string() })),
  key: (record: { brokerId: string; agentId: string }) => keys.teamPoolAvailability(record.brokerId, record.agentId),
});
