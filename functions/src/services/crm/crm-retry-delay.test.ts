import { crmRetryDelaySeconds } from './crm-retry-delay';

describe('the CRM retry back-off', () => {
  it('triples from the base after each failed attempt, capped at 15 minutes', () => {
    expect([1, 2, 3, 4].map((attempt) => crmRetryDelaySeconds(30, attempt))).toEqual([30, 90, 270, 810]);
    expect(crmRetryDelaySeconds(30, 5)).toBe(900);
    expect(crmRetryDelaySeconds(0, 3)).toBe(0);
  });
});
