import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** BROKERAGE#name / BROKERAGE: the name's uniqueness lock; `name` keeps the owner's spelling. */
export const brokerageEntity = defineEntity({
  name: ENTITY.brokerage,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ name: z.string(), brokerId: z.string(), createdAt: z.string() })),
  key: (brokerage: { name: string }) => keys.brokerage(brokerage.name),
});

export type TBrokerageRecord = ReturnType<typeof brokerageEntity.parse>;

const MEMBERSHIP_STATES = ['pending', 'approved', 'declined', 'removed'] as const;

/**
 * BROKERAGE#name / MEMBER#agentId: exists only while the agent's profile names this brokerage (both change
 * in one transaction). `brokerId` is the owner asked: a request made to a previous owner of the name
 * does not count for a later one.
 */
export const membershipEntity = defineEntity({
  name: ENTITY.brokerageMembership,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      agentId: z.string(),
      brokerId: z.string(),
      status: z.enum(MEMBERSHIP_STATES),
      requestedAt: z.string(),
      decidedAt: z._default(z.nullable(z.string()), null),
    }),
  ),
  key: (membership: { brokerageName: string; agentId: string }) => keys.brokerageMembership(membership.brokerageName, membership.agentId),
});

export type TMembershipRecord = ReturnType<typeof membershipEntity.parse>;

export type TMembershipState = TMembershipRecord['status'];
