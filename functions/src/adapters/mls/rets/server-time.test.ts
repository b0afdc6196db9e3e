import { modifiedWithin } from './dmql-query';
import { fromServerDateTime, offsetMinutes, toServerDateTime } from './server-time';

describe('server time', () => {
  it('reads TimeZoneOffset forms', () => {
    expect(offsetMinutes('-05:00')).toBe(-300);
    expect(offsetMinutes('+0530')).toBe(330);
    expect(offsetMinutes('Z')).toBe(0);
    expect(offsetMinutes(null)).toBe(0);
    expect(() => offsetMinutes('EST')).toThrow(/TimeZoneOffset "EST"/);
  });

  it('writes DMQL2 timestamps in the server wall clock and reads zone-less ones back as UTC', () => {
    const instant = Date.parse('2024-03-01T15:04:05.678Z');
    expect(toServerDateTime(instant, -300)).toBe('2024-03-01T10:04:05.678');
    expect(fromServerDateTime('2014-07-29T17:46:37.263', -300)).toBe('2014-07-29T22:46:37.263Z');
    expect(fromServerDateTime('2014-07-29 17:46:37', 0)).toBe('2014-07-29T17:46:37.000Z');
    expect(fromServerDateTime('2014-07-29T17:46:37+02:00', -300)).toBe('2014-07-29T15:46:37.000Z');
    expect(fromServerDateTime('not a date', 0)).toBeNull();
  });

  it('builds open-ended and bounded DMQL2 windows', () => {
    expect(modifiedWithin('LIST_87', { fromMs: Date.parse('2024-01-01T05:00:00Z'), toMs: null }, -300)).toBe('(LIST_87=2024-01-01T00:00:00+)');
    expect(modifiedWithin('M', { fromMs: 0, toMs: 999 }, 0)).toBe('(M=1970-01-01T00:00:00-1970-01-01T00:00:00.999)');
  });
});
