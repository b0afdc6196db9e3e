import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, type TDb } from './db';
import { ENTITY, keys } from './table';

/** A user's two-factor state. Secrets are sealed (AES-256-GCM) before they reach this item. */
export type TTwoFactorRecord = {
  userId: string;
  /** The secret being enrolled, until the first code confirms it. */
  pendingSecretSealed?: string;
  /** The confirmed secret; two-factor is on exactly when this is set. */
  secretSealed?: string;
  enabledAt?: string;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  lastTimeStep?: number;
  /** SHA-256 of each unused recovery code. */
  recoveryCodeHashes?: Set<string>;
};

export async function getTwoFactor(db: TDb, userId: string): Promise<TTwoFactorRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.twoFactor(userId), ConsistentRead: true }));
  return (result.Item as TTwoFactorRecord | undefined) ?? null;
}

/** Starts (or restarts) enrolment; an enabled two-factor stays as it is until the new secret is confirmed. */
export async function setPendingTwoFactorSecret(db: TDb, userId: string, pendingSecretSealed: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.twoFactor(userId),
      UpdateExpression: 'SET pendingSecretSealed = :pending, userId = :userId, entity = :entity',
      ExpressionAttributeValues: { ':pending': pendingSecretSealed, ':userId': userId, ':entity': ENTITY.twoFactor },
    }),
  );
}

/** Confirms the pending secret with fresh recovery codes; false when the pending secret changed meanwhile. */
export async function enableTwoFactor(
  db: TDb,
  input: { userId: string; pendingSecretSealed: string; timeStep: number; recoveryCodeHashes: string[]; now: string },
): Promise<boolean> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.twoFactor(input.userId),
          entity: ENTITY.twoFactor,
          userId: input.userId,
          secretSealed: input.pendingSecretSealed,
          enabledAt: input.now,
          lastTimeStep: input.timeStep,
          recoveryCodeHashes: new Set(input.recoveryCodeHashes),
        },
        ConditionExpression: 'pendingSecretSealed = :pending',
        ExpressionAttributeValues: { ':pending': input.pendingSecretSealed },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves the last accepted step forward; false when another request already used this step or a later one. */
export async function useTimeStep(db: TDb, userId: string, timeStep: number): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.twoFactor(userId),
        UpdateExpression: 'SET lastTimeStep = :step',
        ConditionExpression: 'attribute_exists(secretSealed) AND (attribute_not_exists(lastTimeStep) OR lastTimeStep < :step)',
        ExpressionAttributeValues: { ':step': timeStep },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Spends one recovery code; false when it is not (or no longer) among the unused ones. */
export async function useRecoveryCode(db: TDb, userId: string, codeHash: string): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.twoFactor(userId),
        UpdateExpression: 'DELETE recoveryCodeHashes :codes',
        ConditionExpression: 'attribute_exists(secretSealed) AND contains(recoveryCodeHashes, :code)',
        ExpressionAttributeValues: { ':codes': new Set([codeHash]), ':code': codeHash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteTwoFactor(db: TDb, userId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.twoFactor(userId) }));
}
