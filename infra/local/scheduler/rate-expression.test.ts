import { atExpression, rateExpression } from '../../../functions/src/adapters/scheduler/schedules';
import { parseAtExpression, parseRateExpression } from './rate-expression';

describe('rate expressions', () => {
  it.each([
    ['rate(1 minute)', 60_000],
    ['rate(5 minutes)', 300_000],
    ['rate(1 hour)', 3_600_000],
    ['rate(24 hours)', 86_400_000],
    ['rate(2 days)', 172_800_000],
  ])('reads %s', (expression, ms) => expect(parseRateExpression(expression)).toBe(ms));

  it.each(['rate(0 minutes)', 'rate(5 minute)', 'rate(1 minutes)', 'cron(0 12 * * ? *)', 'at(2026-01-01T00:00:00)', 'rate(5 seconds)'])(
    'refuses %s',
    (expression) => expect(parseRateExpression(expression)).toBeNull(),
  );

  it('reads back every expression the scheduler adapter writes', () => {
    for (const minutes of [5, 60, 90, 120, 1440]) expect(parseRateExpression(rateExpression(minutes))).toBe(minutes * 60_000);
  });
});

describe('one-time at() expressions', () => {
  it('reads back what the adapter writes, in UTC', () => {
    const at = new Date('2026-11-28T13:00:00Z');
    expect(parseAtExpression(atExpression(at), 'UTC')).toBe(at.getTime());
  });

  it.each([
    ['at(2026-11-28T13:00)', 'UTC'],
    ['rate(5 minutes)', 'UTC'],
    ['at(2026-11-28T13:00:00)', 'America/Chicago'],
  ])('refuses %s in %s', (expression, zone) => expect(parseAtExpression(expression, zone)).toBeNull());
});
