import { scoreLead, type TScoreInput } from './lead-score';

const nothing: TScoreInput = {
  financing: null,
  timeframe: null,
  workingWithAgent: false,
  gavePhone: false,
  consented: false,
  wroteMessage: false,
  listingsOfInterest: 1,
  openHousesVisited: 0,
  messagesSent: 0,
  listingsViewed: 0,
  listingsSaved: 0,
};

describe('scoreLead', () => {
  it('starts at the base with no reasons when the person told nothing', () => {
    expect(scoreLead(nothing)).toEqual({ score: 20, reasons: [] });
  });

  it('adds each rule that applies and names it with its points', () => {
    expect(scoreLead({ ...nothing, financing: 'pre-approved', timeframe: 'now', gavePhone: true, consented: true })).toEqual({
      score: 75,
      reasons: [
        { label: 'Pre-approved', points: 20 },
        { label: 'Wants to buy now', points: 25 },
        { label: 'Left a phone number', points: 5 },
        { label: 'Agreed to be contacted', points: 5 },
      ],
    });
  });

  it('takes 30 off for a buyer who already has an agent, never below 0', () => {
    expect(scoreLead({ ...nothing, workingWithAgent: true })).toEqual({ score: 0, reasons: [{ label: 'Already has an agent', points: -30 }] });
    expect(scoreLead({ ...nothing, workingWithAgent: true, timeframe: 'just-browsing' }).score).toBe(0);
  });

  it('rewards coming back, up to a cap per kind, and never passes 100', () => {
    expect(scoreLead({ ...nothing, listingsOfInterest: 3, openHousesVisited: 2 }).reasons).toEqual([
      { label: 'Interested in 3 of your listings', points: 10 },
      { label: 'Signed in at 2 of your open houses', points: 10 },
    ]);
    expect(scoreLead({ ...nothing, listingsOfInterest: 10 }).reasons).toEqual([{ label: 'Interested in 10 of your listings', points: 15 }]);
    const best = scoreLead({
      financing: 'cash',
      timeframe: 'now',
      workingWithAgent: false,
      gavePhone: true,
      consented: true,
      wroteMessage: true,
      listingsOfInterest: 9,
      openHousesVisited: 9,
      messagesSent: 0,
      listingsViewed: 0,
      listingsSaved: 0,
    });
    expect(best.score).toBe(100);
  });

  it('rewards writing again, up to a cap', () => {
    expect(scoreLead({ ...nothing, messagesSent: 1 }).reasons).toEqual([]);
    expect(scoreLead({ ...nothing, messagesSent: 2 }).reasons).toEqual([{ label: 'Wrote to you 2 times', points: 5 }]);
    expect(scoreLead({ ...nothing, messagesSent: 7 }).reasons).toEqual([{ label: 'Wrote to you 7 times', points: 10 }]);
  });

  it("rewards the person's account for viewing several of the agent's listings and for saving any", () => {
    expect(scoreLead({ ...nothing, listingsViewed: 1 }).reasons).toEqual([]);
    expect(scoreLead({ ...nothing, listingsViewed: 3, listingsSaved: 1 }).reasons).toEqual([
      { label: 'Viewed 3 of your listings', points: 10 },
      { label: 'Saved your listing', points: 10 },
    ]);
    expect(scoreLead({ ...nothing, listingsViewed: 12, listingsSaved: 4 }).reasons).toEqual([
      { label: 'Viewed 12 of your listings', points: 15 },
      { label: 'Saved 4 of your listings', points: 20 },
    ]);
  });

  it('ignores values it has no weight for', () => {
    expect(scoreLead({ ...nothing, financing: 'other', timeframe: '6-plus-months' })).toEqual({ score: 20, reasons: [] });
  });
});
