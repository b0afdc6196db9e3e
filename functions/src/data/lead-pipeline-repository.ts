import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TLeadStatus } from '@shared/constants/lead-capture';
import { ZLeadPipelineStateSchema } from '@shared/schemas/lead-pipeline.schema';
import { conflict } from '../platform/app-error';
import { analyticsRollupUpdates } from './analytics-rollups';
import { writeOrFail } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** An agent's own working state of one lead; absent until they first change it (status 'new'). */
export const leadPipelineEntity = defineEntity({
  name: ENTITY.leadPipeline,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(z.omit(ZLeadPipelineStateSchema, { id: true }), { agentId: z.string(), leadId: z.string(), updatedAt: z.string() }),
  ),
  key: (state) => keys.leadPipeline(state.agentId, state.leadId),
});

export type TLeadPipelineRecord = ReturnType<typeof leadPipelineEntity.parse>;

/** Read strongly consistently: a change is saved only if the status is still the one read. */
export async function getLeadPipeline(db: TDb, agentId: string, leadId: string): Promise<TLeadPipelineRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.leadPipeline(agentId, leadId), ConsistentRead: true }));
  return leadPipelineEntity.parseOptional(result.Item);
}

/** Every lead state of an agent, by lead id (one partition). */
export async function listLeadPipelines(db: TDb, agentId: string): Promise<Map<string, TLeadPipelineRecord>> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.leadPipelinePartition(agentId), ':prefix': keys.leadPrefix },
  });
  return new Map(items.map((item) => leadPipelineEntity.parse(item)).map((state) => [state.leadId, state]));
}

/**
 * Saves the whole state if its status is still the one read (`seen`: null when no state was stored, so
 * the lead was 'new'); a status change moves the agent's analytics rollups in the same transaction.
 */
export async function putLeadPipeline(
  db: TDb,
  state: TLeadPipelineRecord,
  seen: { status: TLeadStatus | null; listing: { id: string; title: string; timeZone?: string | null } | null },
): Promise<void> {
  const from = seen.status ?? 'new';
  await writeOrFail(
    db,
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.tableName,
            Item: leadPipelineEntity.toItem(state),
            ...(seen.status
              ? {
                  ConditionExpression: '#status = :seen',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':seen': seen.status },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        ...(from === state.status
          ? []
          : analyticsRollupUpdates(db.tableName, {
              agentId: state.agentId,
              listing: seen.listing,
              at: state.updatedAt,
              counts: {},
              leadStatus: { from, to: state.status },
            })),
      ],
    }),
    () => conflict('This lead was changed meanwhile. Reload it and try again.'),
  );
}
