import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { notFound } from '../platform/app-error';
import { analyticsRollupUpdates } from './analytics-rollups';
import type { TDb, TTransactItem } from './db';
import { defineEntity } from './entity';
import { messageEntity, type TMessageRecord } from './message-records';
import { leadEntity, type TLeadRecord } from './property-records';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { putOperation, transactWrite, updateOperation } from './transaction';

type TSignInLeadRecord = Extract<TLeadRecord, { source: 'open-house' }>;

/** One visitor's sign-in at an open house, keyed by the id their browser made: the guard against a second lead on retry. */
export const signInReceiptEntity = defineEntity({
  name: ENTITY.signInReceipt,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      openHouseId: z.string(),
      clientId: z.string(),
      leadId: z.string(),
      email: z.string(),
      name: z.string(),
      /** Whether the visitor ticked the consent box; a receipt from before it was kept reads as not, so nobody is e-mailed without it. */
      consent: z._default(z.boolean(), false),
      createdAt: z.string(),
    }),
  ),
  key: (receipt) => keys.signInReceipt(receipt.openHouseId, receipt.clientId),
});

export type TSignInReceiptRecord = ReturnType<typeof signInReceiptEntity.parse>;

export async function getSignInReceipt(db: TDb, openHouseId: string, clientId: string): Promise<TSignInReceiptRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.signInReceipt(openHouseId, clientId) }));
  return signInReceiptEntity.parseOptional(result.Item);
}

/**
 * Writes the sign-in's receipt, its lead, the lead's conversation and the listing's and agent's counters
 * (and its pending CRM delivery and its declined consent, if any) in one transaction. Returns false when
 * this client id already signed in (nothing written).
 */
export async function putSignInLead(
  db: TDb,
  input: { lead: TSignInLeadRecord; message: TMessageRecord; receipt: TSignInReceiptRecord; crmDelivery?: TTransactItem; consentDeclined?: TTransactItem },
): Promise<boolean> {
  const { lead } = input;
  const outcome = await transactWrite(db, [
    putOperation(db, { Item: signInReceiptEntity.toItem(input.receipt), ConditionExpression: 'attribute_not_exists(pk)' }),
    putOperation(db, { Item: leadEntity.toItem(lead), ConditionExpression: 'attribute_not_exists(pk)' }),
    putOperation(db, { Item: messageEntity.toItem(input.message), ConditionExpression: 'attribute_not_exists(pk)' }),
    updateOperation(db, {
      Key: keys.property(lead.listingId),
      UpdateExpression: 'ADD leadCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
    updateOperation(db, {
      Key: keys.agentStats(lead.agentId),
      UpdateExpression: 'ADD totalLeads :one, unreadMessages :one SET entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.agentStats },
    }),
    ...analyticsRollupUpdates(db.tableName, {
      agentId: lead.agentId,
      listing: { id: lead.listingId, title: lead.listingTitle, timeZone: lead.signIn.openHouse?.timeZone },
      at: lead.createdAt,
      counts: { signIns: 1, contactableSignIns: lead.signIn.consent ? 1 : 0 },
      leadStatus: { from: null, to: 'new' },
    }),
    ...(input.crmDelivery ? [input.crmDelivery] : []),
    ...(input.consentDeclined ? [input.consentDeclined] : []),
  ]);
  if (outcome.written) return true;
  if (outcome.failedItems.includes(3)) throw notFound('Property Not Found');
  if (outcome.failedItems.includes(0)) return false;
  throw new Error(`A sign-in's transaction failed its conditions ${outcome.failedItems.join(', ')}`);
}
