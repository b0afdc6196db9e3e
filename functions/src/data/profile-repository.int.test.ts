import { ulid } from 'ulid';
import { EMAIL_TAKEN_MESSAGE } from '@shared/schemas/account.schema';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import {
  getAccountRecords,
  getProfileParts,
  getSettings,
  putSettings,
  setAvatar,
  setPasswordHash,
  setProfilePicture,
  updateAccount,
  updateBranding,
} from './profile-repository';
import { makeProfile, makeUser } from './testing/make-records';
import { createUserWithProfile, findUserIdByEmail } from './user-repository';
import type { TSettingsRecord } from './user-records';

const { deps } = createTestDeps();
const { db } = deps;

async function account() {
  const user = makeUser();
  const profile = makeProfile(user.id);
  await createUserWithProfile(db, user, profile);
  return { user, profile };
}

describe('profile repository', () => {
  it('stores branding field by field (null clears) and answers the whole profile', async () => {
    const { user, profile } = await account();
    const first = await updateBranding(db, user.id, { tagline: 'Austin homes', accentColor: 'teal', languages: ['English'] }, 'T1');
    expect(first).toEqual({ ...profile, tagline: 'Austin homes', accentColor: 'teal', languages: ['English'], updatedAt: 'T1' });
    const second = await updateBranding(db, user.id, { tagline: null, bio: 'Ten years' }, 'T2');
    expect(second).toMatchObject({ tagline: null, accentColor: 'teal', bio: 'Ten years', updatedAt: 'T2' });
    expect((await getAccountRecords(db, user.id))?.profile).toEqual(second);
    await expect(updateBranding(db, ulid(), { tagline: 'x' }, 'T3')).rejects.toThrow();
  });

  it('answers the pictures each picture write replaced', async () => {
    const { user } = await account();
    expect(await setProfilePicture(db, user.id, 'headerPhoto', '/photos/a.png', 'T1')).toBeNull();
    expect(await setProfilePicture(db, user.id, 'headerPhoto', '/photos/b.png', 'T2')).toBe('/photos/a.png');
    expect(await setAvatar(db, user.id, '/photos/avatar-1.png', 'T3')).toEqual([]);
    expect(await setAvatar(db, user.id, '/photos/avatar-2.png', 'T4')).toEqual(['/photos/avatar-1.png', '/photos/avatar-1.png']);
    const stored = await getAccountRecords(db, user.id);
    expect(stored?.user.profileImageUrl).toBe('/photos/avatar-2.png');
    expect(stored?.profile).toMatchObject({ avatarUrl: '/photos/avatar-2.png', headerPhoto: '/photos/b.png' });
  });

  it('moves the e-mail lock with an account change, and refuses a taken e-mail or a stale copy', async () => {
    const before = await account();
    const other = await account();
    const renamed = {
      user: { ...before.user, email: `${ulid().toLowerCase()}@example.com`, updatedAt: 'T1' },
      profile: { ...before.profile, city: 'Austin', updatedAt: 'T1' },
    };
    await updateAccount(db, before, renamed);
    expect(await getAccountRecords(db, before.user.id)).toEqual(renamed);
    expect(await findUserIdByEmail(db, renamed.user.email)).toBe(before.user.id);
    expect(await findUserIdByEmail(db, before.user.email)).toBeNull();

    const takingOthers = { ...renamed, user: { ...renamed.user, email: other.user.email, updatedAt: 'T2' } };
    await expect(updateAccount(db, renamed, takingOthers)).rejects.toMatchObject({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
    const stale = { ...before, user: { ...before.user, firstName: 'Stale', updatedAt: 'T2' } };
    await expect(updateAccount(db, before, stale)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Your account was changed meanwhile. Reload and try again.',
    });
    expect(await getAccountRecords(db, before.user.id)).toEqual(renamed);
  });

  it('keeps a new password hash on the user', async () => {
    const { user } = await account();
    await setPasswordHash(db, user.id, 'scrypt$hash', 'T1');
    expect((await getAccountRecords(db, user.id))?.user).toMatchObject({ passwordHash: 'scrypt$hash', updatedAt: 'T1' });
  });

  it('stores settings, and reads user, profile, settings and counters in one batch', async () => {
    const { user, profile } = await account();
    expect(await getSettings(db, user.id)).toBeNull();
    expect(await getProfileParts(db, user.id)).toEqual({ user, profile, settings: null, stats: { activeListings: 0 } });
    const settings: TSettingsRecord = {
      userId: user.id,
      emailNotifications: false,
      pushNotifications: true,
      marketingEmails: false,
      twoFactor: false,
      profileVisibility: 'registered',
      contactVisibility: 'agents',
      updatedAt: 'T1',
    };
    await putSettings(db, settings);
    expect(await getSettings(db, user.id)).toEqual(settings);
    expect((await getProfileParts(db, user.id))?.settings).toEqual(settings);
    expect(await getAgentStats(db, user.id)).toEqual({ activeListings: 0, totalViews: 0, totalLeads: 0 });
    expect(await getProfileParts(db, ulid())).toBeNull();
  });
});
