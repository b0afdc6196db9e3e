import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { deleteTwoFactor, enableTwoFactor, getTwoFactor, setPendingTwoFactorSecret, useRecoveryCode, useTimeStep } from './two-factor-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('two-factor repository', () => {
  it('enables only the pending secret it was shown, then spends each time step and recovery code once', async () => {
    const userId = ulid();
    expect(await getTwoFactor(db, userId)).toBeNull();
    expect(await useTimeStep(db, userId, 1)).toBe(false);
    await setPendingTwoFactorSecret(db, userId, 'sealed-1');
    expect(await getTwoFactor(db, userId)).toEqual({ userId, pendingSecretSealed: 'sealed-1' });
    const enable = { userId, timeStep: 100, recoveryCodeHashes: ['a', 'b'], now: 'T1' };
    expect(await enableTwoFactor(db, { ...enable, pendingSecretSealed: 'sealed-other' })).toBe(false);
    expect(await enableTwoFactor(db, { ...enable, pendingSecretSealed: 'sealed-1' })).toBe(true);
    expect(await getTwoFactor(db, userId)).toEqual({
      userId,
      secretSealed: 'sealed-1',
      enabledAt: 'T1',
      lastTimeStep: 100,
      recoveryCodeHashes: new Set(['a', 'b']),
    });

    expect(await useTimeStep(db, userId, 100)).toBe(false);
    expect(await useTimeStep(db, userId, 101)).toBe(true);
    expect(await useRecoveryCode(db, userId, 'a')).toBe(true);
    expect(await useRecoveryCode(db, userId, 'a')).toBe(false);
    expect(await useRecoveryCode(db, userId, 'b')).toBe(true);
    expect(await getTwoFactor(db, userId)).toEqual({ userId, secretSealed: 'sealed-1', enabledAt: 'T1', lastTimeStep: 101 });

    await deleteTwoFactor(db, userId);
    expect(await getTwoFactor(db, userId)).toBeNull();
  });
});
