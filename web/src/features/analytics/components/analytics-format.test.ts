import { changeLabel, countOf, dayZonesNote, leadsPer100ViewsLabel, zoneLabel } from './analytics-format';

describe('analytics wording', () => {
  it('says one of a thing in the singular', () => {
    expect(countOf(1, 'open house', 'open houses')).toBe('1 open house');
    expect(countOf(0, 'inquiry', 'inquiries')).toBe('0 inquiries');
    expect(countOf(1200, 'view', 'views')).toBe('1,200 views');
  });

  it('names the zone whose days the chart counts, never a bare UTC for zoned listings', () => {
    expect(zoneLabel('America/Chicago')).toBe('Central Time (America/Chicago)');
    expect(zoneLabel('Pacific/Honolulu')).toMatch(/^Hawaii.*Time \(Pacific\/Honolulu\)$/);
    expect(dayZonesNote(['America/Chicago'])).toBe('Days are in Central Time (America/Chicago), where your listings are.');
    expect(dayZonesNote(['America/Chicago', 'America/Denver'])).toBe(
      'Days are each listing’s own: Central Time (America/Chicago), Mountain Time (America/Denver).',
    );
    expect(dayZonesNote([])).toBeNull();
  });

  it('never prints more than 100 leads per 100 views', () => {
    expect(leadsPer100ViewsLabel(5, 1)).toBe('100+');
    expect(leadsPer100ViewsLabel(1, 4)).toBe('25');
    expect(leadsPer100ViewsLabel(3, 0)).toBe('—');
  });

  it('says how a count moved from the previous period, with a real minus sign', () => {
    expect(changeLabel(8, 5)).toBe('+3 (+60%)');
    expect(changeLabel(3, 5)).toBe('−2 (−40%)');
    expect(changeLabel(3, 0)).toBe('+3 (new)');
    expect(changeLabel(0, 4)).toBe('−4 (−100%)');
    expect(changeLabel(7, 7)).toBe('No change');
    expect(changeLabel(2500, 1000)).toBe('+1,500 (+150%)');
  });
});
