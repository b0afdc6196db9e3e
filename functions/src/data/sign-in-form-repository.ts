import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ZSignInQuestionSchema } from '@shared/schemas/lead-capture.schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * The agent's sign-in sheet for one open house. It sits in its own partition keyed by the open house id
 * (the id is all a visitor's QR link carries) and remembers where the open house item lives.
 */
export const signInFormEntity = defineEntity({
  name: ENTITY.signInForm,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      openHouseId: z.string(),
      propertyId: z.string(),
      agentId: z.string(),
      startsAt: z.string(),
      questions: z.array(ZSignInQuestionSchema),
      updatedAt: z.string(),
    }),
  ),
  key: (form) => keys.signInForm(form.openHouseId),
});

export type TSignInFormRecord = ReturnType<typeof signInFormEntity.parse>;

export async function getSignInForm(db: TDb, openHouseId: string): Promise<TSignInFormRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.signInForm(openHouseId) }));
  return signInFormEntity.parseOptional(result.Item);
}

/** Saves the whole form (the last save wins: only its agent writes it). */
export async function putSignInForm(db: TDb, form: TSignInFormRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: signInFormEntity.toItem(form) }));
}

/** The form takes the start its open house has now (the MLS moved it), unless it was repaired or saved meanwhile. */
export async function repairSignInFormStart(db: TDb, form: TSignInFormRecord, startsAt: string): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: signInFormEntity.key(form),
      UpdateExpression: 'SET startsAt = :startsAt',
      ConditionExpression: 'startsAt = :seen',
      ExpressionAttributeValues: { ':startsAt': startsAt, ':seen': form.startsAt },
    }),
  );
}
