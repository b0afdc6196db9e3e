import { conflict } from '../platform/app-error';
import type { TTransactItem } from './db';
import { brokerageEntity, membershipEntity } from './brokerage-records';

/**
 * One brokerage operation that rides in an account's transaction (sign-up, account save), with the
 * message to answer (409) when its condition fails.
 */
export type TBrokerageWrite = { item: TTransactItem; conflictMessage: string };

/** Registers the name for the broker: free, or already theirs (re-saving keeps it; a new spelling is stored). */
export const claimBrokerageName = (
  tableName: string,
  input: { brokerageName: string; brokerId: string; now: string },
  conflictMessage: string,
): TBrokerageWrite => ({
  item: {
    Put: {
      TableName: tableName,
      Item: brokerageEntity.toItem({ name: input.brokerageName.trim(), brokerId: input.brokerId, createdAt: input.now }),
      ConditionExpression: 'attribute_not_exists(pk) OR brokerId = :me',
      ExpressionAttributeValues: { ':me': input.brokerId },
    },
  },
  conflictMessage,
});

/** Gives up a name the broker owns (a name someone else owns is left alone). */
export const releaseBrokerageName = (tableName: string, input: { brokerageName: string; brokerId: string }, conflictMessage: string): TBrokerageWrite => ({
  item: {
    Delete: {
      TableName: tableName,
      Key: brokerageEntity.key({ name: input.brokerageName }),
      ConditionExpression: 'attribute_not_exists(pk) OR brokerId = :me',
      ExpressionAttributeValues: { ':me': input.brokerId },
    },
  },
  conflictMessage,
});

/** A pending request to the brokerage's owner, valid only while that broker still owns the name. */
export const requestMembership = (
  tableName: string,
  input: { brokerageName: string; agentId: string; brokerId: string; now: string },
  conflictMessage: string,
): TBrokerageWrite[] => [
  {
    item: {
      ConditionCheck: {
        TableName: tableName,
        Key: brokerageEntity.key({ name: input.brokerageName }),
        ConditionExpression: 'brokerId = :owner',
        ExpressionAttributeValues: { ':owner': input.brokerId },
      },
    },
    conflictMessage,
  },
  {
    item: {
      Put: {
        TableName: tableName,
        Item: membershipEntity.toItem({
          brokerageName: input.brokerageName,
          agentId: input.agentId,
          brokerId: input.brokerId,
          status: 'pending',
          requestedAt: input.now,
          decidedAt: null,
        }),
      },
    },
    conflictMessage,
  },
];

/** The name is still nobody's (so "not found" was true when the agent saved it). */
export const expectNoBrokerage = (tableName: string, brokerageName: string, conflictMessage: string): TBrokerageWrite => ({
  item: { ConditionCheck: { TableName: tableName, Key: brokerageEntity.key({ name: brokerageName }), ConditionExpression: 'attribute_not_exists(pk)' } },
  conflictMessage,
});

/** The agent no longer names this brokerage: their request or membership ends with it. */
export const withdrawMembership = (tableName: string, input: { brokerageName: string; agentId: string }, conflictMessage: string): TBrokerageWrite => ({
  item: { Delete: { TableName: tableName, Key: membershipEntity.key(input) } },
  conflictMessage,
});

/**
 * After a transaction whose operations from `offset` on are `writes` failed the conditions of `failedItems`
 * (conditionalWrite's answer): the 409 of the first brokerage write that failed, or null when none did.
 */
export function brokerageConflictOf(failedItems: readonly number[], writes: readonly TBrokerageWrite[], offset: number) {
  const failed = writes.find((_, i) => failedItems.includes(offset + i));
  return failed ? conflict(failed.conflictMessage) : null;
}
