import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import {
  clearFailures,
  countAttempts,
  getFailureStreak,
  recordAttempt,
  recordAttemptInSlidingWindow,
  recordFailure,
  secondsLeftInWindow,
} from './rate-limit-repository';

const { deps } = createTestDeps();
const { db } = deps;
const NOW = new Date('2026-06-01T12:00:10Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('rate-limit repository', () => {
  it('counts attempts per fixed window', async () => {
    const key = ulid();
    expect(await countAttempts(db, 'test', key, 60, NOW)).toBe(0);
    expect(await recordAttempt(db, 'test', key, 60, NOW)).toBe(1);
    expect(await recordAttempt(db, 'test', key, 60, later(20))).toBe(2);
    expect(await countAttempts(db, 'test', key, 60, later(49))).toBe(2);
    expect(await countAttempts(db, 'test', key, 60, later(50))).toBe(0);
    expect(await recordAttempt(db, 'test', key, 60, later(50))).toBe(1);
    expect(secondsLeftInWindow(NOW, 60)).toBe(50);
  });

  it('counts a burst across a window boundary together in a sliding window, and forgets the previous window as it slides out', async () => {
    const key = ulid();
    for (let i = 0; i < 5; i++) await recordAttemptInSlidingWindow(db, 'test', key, 60, later(49));
    expect(await recordAttemptInSlidingWindow(db, 'test', key, 60, later(50))).toBe(6);
    expect(await recordAttemptInSlidingWindow(db, 'test', key, 60, later(80))).toBeCloseTo(2 + 5 * 0.5);
    expect(await recordAttemptInSlidingWindow(db, 'test', key, 60, later(110))).toBe(1 + 2);
  });

  it('keeps a failure streak until it expires, then starts again at one', async () => {
    const key = ulid();
    expect(await getFailureStreak(db, 'test', key, NOW)).toEqual({ failures: 0, lastFailureAt: 0 });
    await recordFailure(db, 'test', key, NOW, 300);
    await recordFailure(db, 'test', key, later(10), 300);
    expect(await getFailureStreak(db, 'test', key, later(10))).toEqual({ failures: 2, lastFailureAt: later(10).getTime() / 1000 });
    expect(await getFailureStreak(db, 'test', key, later(310))).toEqual({ failures: 0, lastFailureAt: 0 });
    await recordFailure(db, 'test', key, later(320), 300);
    expect(await getFailureStreak(db, 'test', key, later(320))).toEqual({ failures: 1, lastFailureAt: later(320).getTime() / 1000 });
    await clearFailures(db, 'test', key);
    expect(await getFailureStreak(db, 'test', key, later(320))).toEqual({ failures: 0, lastFailureAt: 0 });
  });
});
