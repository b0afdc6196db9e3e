import { createRequestBudget } from './request-budget';

function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
}

describe('createRequestBudget', () => {
  it('spaces requests 1/rate apart, also when they are asked for at once', async () => {
    const clock = fakeClock();
    const budget = createRequestBudget({ requestsPerSecond: 2, clock });
    const grantedAt: number[] = [];
    for (let i = 0; i < 4; i++) {
      await budget.take();
      grantedAt.push(clock.now());
    }
    expect(grantedAt).toEqual([0, 500, 1000, 1500]);
  });

  it('does not make a caller wait when the last request is long past', async () => {
    const clock = fakeClock();
    const budget = createRequestBudget({ requestsPerSecond: 2, clock });
    await budget.take();
    await clock.sleep(5000);
    await budget.take();
    expect(clock.now()).toBe(5000);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => createRequestBudget({ requestsPerSecond: 0, clock: fakeClock() })).toThrow(RangeError);
  });
});
