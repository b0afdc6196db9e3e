import { FREE_FAILURES, MAX_BACKOFF_SECONDS, backoffSecondsAfter } from './sign-in-throttle';

describe('sign-in back-off schedule', () => {
  it('waits nothing for the first failures, then doubles from 15 seconds up to the cap', () => {
    const waits = Array.from({ length: 14 }, (_, failures) => backoffSecondsAfter(failures));
    expect(waits.slice(0, FREE_FAILURES)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(FREE_FAILURES)).toEqual([15, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(backoffSecondsAfter(1000)).toBe(MAX_BACKOFF_SECONDS);
  });
});
