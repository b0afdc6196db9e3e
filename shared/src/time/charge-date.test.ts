import { chargeDate } from './charge-date';

describe('chargeDate', () => {
  it("says the day as 'Dec 12', with the year only when it is not this one", () => {
    const now = new Date(2026, 10, 29, 12);
    expect(chargeDate(new Date(2026, 11, 12, 9).toISOString(), now)).toBe('Dec 12');
    expect(chargeDate(new Date(2027, 0, 3, 9).toISOString(), now)).toBe('Jan 3, 2027');
  });
});
