import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** USER#id / TWOFACTOR: a user's two-factor state. Secrets are sealed (AES-256-GCM) before they reach this item. */
export const twoFactorEntity = defineEntity({
  name: ENTITY.twoFactor,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      /** The secret being enrolled, until the first code confirms it. */
      pendingSecretSealed: z.optional(z.string()),
      /** The confirmed secret; two-factor is on exactly when this is set. */
      secretSealed: z.optional(z.string()),
      enabledAt: z.optional(z.string()),
      /** The last TOTP time step accepted, so a code cannot be used twice. */
      lastTimeStep: z.optional(z.number()),
      /** SHA-256 of each unused recovery code (a string set: absent once all are spent). */
      recoveryCodeHashes: z.optional(z.set(z.string())),
    }),
  ),
  key: (twoFactor: { userId: string }) => keys.twoFactor(twoFactor.userId),
});

export type TTwoFactorRecord = ReturnType<typeof twoFactorEntity.parse>;

export async function getTwoFactor(db: TDb, userId: string): Promise<TTwoFactorRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: twoFactorEntity.key({ userId }), ConsistentRead: true }));
  return twoFactorEntity.parseOptional(result.Item);
}

/** Starts (or restarts) enrolment; an enabled two-factor stays as it is until the new secret is confirmed. */
export async function setPendingTwoFactorSecret(db: TDb, userId: string, pendingSecretSealed: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: twoFactorEntity.key({ userId }),
      UpdateExpression: 'SET pendingSecretSealed = :pending, userId = :userId, entity = :entity',
      ExpressionAttributeValues: { ':pending': pendingSecretSealed, ':userId': userId, ':entity': twoFactorEntity.name },
    }),
  );
}

/** Confirms the pending secret with fresh recovery codes; false when the pending secret changed meanwhile. */
export async function enableTwoFactor(
  db: TDb,
  input: { userId: string; pendingSecretSealed: string; timeStep: number; recoveryCodeHashes: string[]; now: string },
): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: twoFactorEntity.toItem({
        userId: input.userId,
        secretSealed: input.pendingSecretSealed,
        enabledAt: input.now,
        lastTimeStep: input.timeStep,
        recoveryCodeHashes: new Set(input.recoveryCodeHashes),
      }),
      ConditionExpression: 'pendingSecretSealed = :pending',
      ExpressionAttributeValues: { ':pending': input.pendingSecretSealed },
    }),
  );
  return outcome.written;
}

/** Moves the last accepted step forward; false when another request already used this step or a later one. */
export async function useTimeStep(db: TDb, userId: string, timeStep: number): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: twoFactorEntity.key({ userId }),
      UpdateExpression: 'SET lastTimeStep = :step',
      ConditionExpression: 'attribute_exists(secretSealed) AND (attribute_not_exists(lastTimeStep) OR lastTimeStep < :step)',
      ExpressionAttributeValues: { ':step': timeStep },
    }),
  );
  return outcome.written;
}

/** Spends one recovery code; false when it is not (or no longer) among the unused ones. */
export async function useRecoveryCode(db: TDb, userId: string, codeHash: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: twoFactorEntity.key({ userId }),
      UpdateExpression: 'DELETE recoveryCodeHashes :codes',
      ConditionExpression: 'attribute_exists(secretSealed) AND contains(recoveryCodeHashes, :code)',
      ExpressionAttributeValues: { ':codes': new Set([codeHash]), ':code': codeHash },
    }),
  );
  return outcome.written;
}

export async function deleteTwoFactor(db: TDb, userId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: twoFactorEntity.key({ userId }) }));
}
