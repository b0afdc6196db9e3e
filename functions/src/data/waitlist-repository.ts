import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ROLES } from '@shared/constants/roles';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

export const waitlistEntity = defineEntity({
  name: ENTITY.waitlist,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES), createdAt: z.string() })),
  key: (entry) => keys.waitlist(entry.email),
});

export type TWaitlistRecord = ReturnType<typeof waitlistEntity.parse>;

/** Adds the e-mail once; a repeat leaves the first entry as it was. Returns whether it was new. */
export async function joinWaitlist(db: TDb, entry: TWaitlistRecord): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: waitlistEntity.toItem(entry), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return outcome.written;
}
