import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ROLES } from '@shared/constants/roles';
import type { TAgentSummary } from '@shared/schemas/property.schema';
import { batchGetItems } from './batch-items';
import { findConfirmedBrokerages } from './brokerage-repository';
import type { TDb } from './db';
import * as keys from './keys';
import { profileEntity, userEntity } from './user-records';

/** The attributes a card reads of the user and the profile items (one projection serves both). */
const CARD_PROJECTION = {
  ProjectionExpression: 'sk, userId, id, firstName, lastName, profileImageUrl, displayName, avatarUrl, brokerageName, #role',
  ExpressionAttributeNames: { '#role': 'role' },
};
const userCardSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), profileImageUrl: z.nullable(z.string()) }),
);
const profileCardSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ userId: z.string(), displayName: z.string(), avatarUrl: z.nullable(z.string()), brokerageName: z.nullable(z.string()), role: z.enum(ROLES) }),
);

/** Public card details of the given agents (name, photo, brokerage only when confirmed) in two batch reads. */
export async function getAgentSummaries(db: TDb, userIds: readonly string[]): Promise<Map<string, TAgentSummary>> {
  const unique = [...new Set(userIds)];
  const summaries = new Map<string, TAgentSummary>();
  if (!unique.length) return summaries;
  const items = await batchGetItems(
    db,
    unique.flatMap((userId) => [userEntity.key({ id: userId }), profileEntity.key({ userId })]),
    CARD_PROJECTION,
  );
  const users = new Map(
    items
      .filter((item) => item.sk === keys.user('').sk)
      .map((item) => userCardSchema.parse(item))
      .map((user) => [user.id, user]),
  );
  const profiles = items.filter((item) => item.sk === keys.profile('').sk).map((item) => profileCardSchema.parse(item));
  const named = profiles.flatMap(({ userId, brokerageName }) => (brokerageName ? [{ userId, brokerageName }] : []));
  const confirmed = await findConfirmedBrokerages(db, named);
  for (const profile of profiles) {
    const user = users.get(profile.userId);
    if (!user) continue;
    summaries.set(profile.userId, {
      id: profile.userId,
      name: profile.displayName,
      photoUrl: profile.avatarUrl ?? user.profileImageUrl,
      brokerageName: confirmed.has(profile.userId) ? profile.brokerageName : null,
      role: profile.role,
    });
  }
  return summaries;
}
