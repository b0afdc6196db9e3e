import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TAgentSummary } from '@shared/schemas/property.schema';
import { findConfirmedBrokerages } from './brokerage-repository';
import type { TDb } from './db';
import { keys } from './table';

/** Public card details of the given agents (name, photo, brokerage only when confirmed) in two batch reads. */
export async function getAgentSummaries(db: TDb, userIds: readonly string[]): Promise<Map<string, TAgentSummary>> {
  const unique = [...new Set(userIds)];
  const summaries = new Map<string, TAgentSummary>();
  if (!unique.length) return summaries;
  const found = new Map<string, { user?: Record<string, unknown>; profile?: Record<string, unknown> }>();
  for (let i = 0; i < unique.length; i += 50) {
    let request: Record<string, { Keys: Record<string, string>[]; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }> | undefined = {
      [db.tableName]: {
        Keys: unique.slice(i, i + 50).flatMap((id) => [keys.user(id), keys.profile(id)]),
        ProjectionExpression: 'sk, userId, id, firstName, lastName, profileImageUrl, displayName, avatarUrl, brokerageName, #role',
        ExpressionAttributeNames: { '#role': 'role' },
      },
    };
    while (request && Object.keys(request).length) {
      const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[db.tableName] ?? []) {
        const userId = String(item.sk === 'USER' ? item.id : item.userId);
        const entry = found.get(userId) ?? {};
        if (item.sk === 'USER') entry.user = item;
        else entry.profile = item;
        found.set(userId, entry);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  const named = [...found].flatMap(([userId, { profile }]) => (typeof profile?.brokerageName === 'string' ? [{ userId, brokerageName: profile.brokerageName }] : []));
  const confirmed = await findConfirmedBrokerages(db, named);
  for (const [userId, { user, profile }] of found) {
    if (!user || !profile) continue;
    summaries.set(userId, {
      id: userId,
      name: String(profile.displayName ?? `${user.firstName} ${user.lastName}`.trim()),
      photoUrl: (profile.avatarUrl as string | null) ?? (user.profileImageUrl as string | null) ?? null,
      brokerageName: confirmed.has(userId) ? (profile.brokerageName as string) : null,
      role: profile.role as TAgentSummary['role'],
    });
  }
  return summaries;
}
