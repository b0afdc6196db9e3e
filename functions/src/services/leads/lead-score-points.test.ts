import { scoreLeadWithEveryPoint } from './lead-score-points';
import type { TScoreInput } from './lead-score';

const nothing: TScoreInput = {
  financing: null,
  timeframe: null,
  workingWithAgent: false,
  gavePhone: false,
  consented: false,
  wroteMessage: false,
  listingsOfInterest: 0,
  openHousesVisited: 0,
  messagesSent: 0,
  listingsViewed: 0,
  listingsSaved: 0,
};
const sum = (reasons: { points: number }[]) => reasons.reduce((total, reason) => total + reason.points, 0);

describe('scoreLeadWithEveryPoint', () => {
  it('shows the starting score, so the reasons add up to the badge', () => {
    const { score, reasons } = scoreLeadWithEveryPoint({ ...nothing, financing: 'pre-approved', timeframe: 'now', gavePhone: true, consented: true });
    expect(reasons).toEqual([
      { label: 'Starting score', points: 20 },
      { label: 'Pre-approved', points: 20 },
      { label: 'Wants to buy now', points: 25 },
      { label: 'Left a phone number', points: 5 },
      { label: 'Agreed to be contacted', points: 5 },
    ]);
    expect(sum(reasons)).toBe(score);
    expect(score).toBe(75);
  });

  it('says what the bounds took off or gave back', () => {
    const best = scoreLeadWithEveryPoint({
      ...nothing,
      financing: 'cash',
      timeframe: 'now',
      gavePhone: true,
      consented: true,
      wroteMessage: true,
      listingsOfInterest: 9,
      openHousesVisited: 9,
    });
    expect(best.score).toBe(100);
    expect(best.reasons.at(-1)).toEqual({ label: 'Capped at 100', points: -20 });
    expect(sum(best.reasons)).toBe(100);

    const agented = scoreLeadWithEveryPoint({ ...nothing, workingWithAgent: true });
    expect(agented).toEqual({
      score: 0,
      reasons: [
        { label: 'Starting score', points: 20 },
        { label: 'Already has an agent', points: -30 },
        { label: 'Raised to 0, the lowest score', points: 10 },
      ],
    });
  });
});
