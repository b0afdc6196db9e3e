import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** SIGNINCHALLENGE#hash: a sign-in whose password was right and that now waits for its second factor. */
export const signInChallengeEntity = defineEntity({
  name: ENTITY.signInChallenge,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      challengeHash: z.string(),
      userId: z.string(),
      /** Epoch seconds; also the TTL attribute. */
      expiresAt: z.number(),
    }),
  ),
  key: (challenge: { challengeHash: string }) => keys.signInChallenge(challenge.challengeHash),
  indexKeys: (challenge) => keys.ofUser(challenge.userId, 'SIGNINCHALLENGE', challenge.challengeHash),
});

export type TSignInChallengeRecord = ReturnType<typeof signInChallengeEntity.parse>;

export async function createSignInChallenge(db: TDb, challenge: TSignInChallengeRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: signInChallengeEntity.toItem(challenge) }));
}

/** The challenge, or null when absent or expired (TTL deletion is lazy). */
export async function getSignInChallenge(db: TDb, challengeHash: string, now: Date): Promise<TSignInChallengeRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: signInChallengeEntity.key({ challengeHash }), ConsistentRead: true }));
  const challenge = signInChallengeEntity.parseOptional(result.Item);
  return challenge && challenge.expiresAt > toEpochSeconds(now) ? challenge : null;
}

export async function deleteSignInChallenge(db: TDb, challengeHash: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: signInChallengeEntity.key({ challengeHash }) }));
}
