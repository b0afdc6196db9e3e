import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getDayPlan, saveDayPlanChoices, startSharingDayPlan, type TDayPlanChoices } from './day-plan-repository';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('day plan repository', () => {
  it('writes the choices, keeps the first save as the creation and a share link across saves', async () => {
    const choices: TDayPlanChoices = {
      userId: ulid(),
      date: '2026-06-06',
      start: { lat: 30.26, lng: -97.74, label: 'Home' },
      startTime: '09:30',
      defaultVisitMinutes: 20,
      visitMinutes: { oh1: 30 },
      skipped: ['oh2'],
      seen: { oh1: { startsAt: '2026-06-06T15:00:00.000Z', endsAt: '2026-06-06T17:00:00.000Z', title: 'Bungalow' } },
      updatedAt: '2026-06-01T10:00:00.000Z',
    };
    await saveDayPlanChoices(db, choices);
    expect(await getDayPlan(db, choices.userId, choices.date)).toEqual({ ...choices, shareNonce: null, shareTokenHash: null, createdAt: choices.updatedAt });

    expect(await startSharingDayPlan(db, { userId: choices.userId, date: choices.date, nonce: 'n1', tokenHash: `h${ulid()}` })).toBe(true);
    const again = { ...choices, startTime: '10:00', skipped: [], updatedAt: '2026-06-02T10:00:00.000Z' };
    await saveDayPlanChoices(db, again);
    expect(await getDayPlan(db, choices.userId, choices.date)).toMatchObject({ ...again, shareNonce: 'n1', createdAt: choices.updatedAt });
  });
});
