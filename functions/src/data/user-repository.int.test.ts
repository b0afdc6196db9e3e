import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { claimBrokerageName } from './brokerage-writes';
import { makeProfile, makeUser } from './testing/make-records';
import { createUserWithProfile, findUserIdByEmail, getUserWithProfile } from './user-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('user repository', () => {
  it('writes user, profile and e-mail lock together and reads them back as records', async () => {
    const user = makeUser();
    const profile = makeProfile(user.id, { brokerageName: null, tagline: null, languages: ['English'] });
    await createUserWithProfile(db, user, profile);
    expect(await getUserWithProfile(db, user.id)).toEqual({ user, profile });
    expect(await findUserIdByEmail(db, user.email)).toBe(user.id);
    expect(await findUserIdByEmail(db, `nobody-${ulid()}@example.com`)).toBeNull();
    expect(await getUserWithProfile(db, ulid())).toBeNull();
  });

  it('refuses a taken e-mail with a 409 and writes nothing of the second account', async () => {
    const first = makeUser();
    await createUserWithProfile(db, first, makeProfile(first.id));
    const second = makeUser({ email: first.email });
    await expect(createUserWithProfile(db, second, makeProfile(second.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this e-mail already exists. Sign in instead.',
    });
    expect(await getUserWithProfile(db, second.id)).toBeNull();
  });

  it("answers a brokerage write's own message when its condition fails", async () => {
    const brokerageName = `Brokerage ${ulid()}`;
    const owner = ulid();
    await db.client.send(
      new TransactWriteCommand({ TransactItems: [claimBrokerageName(db.tableName, { brokerageName, brokerId: owner, now: 'now' }, 'taken').item] }),
    );
    const user = makeUser();
    const claim = claimBrokerageName(db.tableName, { brokerageName, brokerId: user.id, now: 'now' }, 'That brokerage name is taken.');
    await expect(createUserWithProfile(db, user, makeProfile(user.id, { role: 'BROKER', brokerageName }), [claim])).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'That brokerage name is taken.',
    });
    expect(await findUserIdByEmail(db, user.email)).toBeNull();
  });
});
