import { countOf, leadsPer100ViewsLabel, utcDayStartLocally } from './analytics-format';

describe('analytics wording', () => {
  it('says one of a thing in the singular', () => {
    expect(countOf(1, 'open house', 'open houses')).toBe('1 open house');
    expect(countOf(0, 'inquiry', 'inquiries')).toBe('0 inquiries');
    expect(countOf(1200, 'view', 'views')).toBe('1,200 views');
  });

  it('says where a UTC day starts on the reader\'s clock, and nothing where they agree', () => {
    expect(utcDayStartLocally('2026-11-26', 'America/Chicago')).toBe('6:00 PM CST the day before');
    expect(utcDayStartLocally('2026-07-04', 'America/Chicago')).toBe('7:00 PM CDT the day before');
    expect(utcDayStartLocally('2026-11-26', 'Europe/Berlin')).toBe('1:00 AM GMT+1');
    expect(utcDayStartLocally('2026-11-26', 'UTC')).toBeNull();
  });

  it('never prints more than 100 leads per 100 views', () => {
    expect(leadsPer100ViewsLabel(5, 1)).toBe('100+');
    expect(leadsPer100ViewsLabel(1, 4)).toBe('25');
    expect(leadsPer100ViewsLabel(3, 0)).toBe('—');
  });
});
