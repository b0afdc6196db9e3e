import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { optOutEntity } from '../../../functions/src/data/mail-opt-out-repository';
import { listMailSuppressionsOfAddress } from '../../../functions/src/data/mail-suppression-repository';
import { isSuppressedFor } from '../../../functions/src/services/mail-trust/suppression';
import { ensureTable } from '../provision';
import { backfillOptOuts } from './backfill-opt-outs';

describe("unsubscribes from an agent's mail kept before the suppression list", () => {
  it('move into the list once, dated as they were, and stop that agent only; the old items go', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `backfill-opt-outs-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const optOut = { agentId: 'agent-1', email: 'visitor@example.com', createdAt: '2026-05-01T15:00:00.000Z' };
    await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: optOutEntity.toItem(optOut) }));

    expect(await backfillOptOuts(deps.db)).toBe(1);
    expect(await listMailSuppressionsOfAddress(deps.db, 'visitor@example.com')).toEqual([
      { email: 'visitor@example.com', scope: 'agent-mail', agentId: 'agent-1', reason: 'unsubscribe', at: '2026-05-01T15:00:00.000Z' },
    ]);
    expect(await isSuppressedFor(deps, { email: 'visitor@example.com', kind: 'agent-mail', agentId: 'agent-1' })).toBe(true);
    expect(await isSuppressedFor(deps, { email: 'visitor@example.com', kind: 'agent-mail', agentId: 'agent-2' })).toBe(false);
    expect((await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: optOutEntity.key(optOut) }))).Item).toBeUndefined();
    expect(await backfillOptOuts(deps.db)).toBe(0);
  });
});
