import type { TLeadScoreReason } from '@shared/schemas/lead-pipeline.schema';

/**
 * Every weight of the lead score, in one place. The score is a sum of plain rules over what the person
 * told the agent and how often they came back, clamped to 0–100; each rule that applies is shown as a
 * reason, so the agent can see why. No model is involved.
 */
export const LEAD_SCORE_WEIGHTS = {
  base: 20,
  financing: {
    'pre-approved': { points: 20, label: 'Pre-approved' },
    cash: { points: 25, label: 'Pays cash' },
    'exploring-lenders': { points: 5, label: 'Exploring lenders' },
  },
  timeframe: {
    now: { points: 25, label: 'Wants to buy now' },
    '1-3-months': { points: 15, label: 'Buying in 1–3 months' },
    '3-6-months': { points: 5, label: 'Buying in 3–6 months' },
    'just-browsing': { points: -10, label: 'Just browsing' },
  },
  hasAgent: { points: -30, label: 'Already has an agent' },
  gavePhone: { points: 5, label: 'Left a phone number' },
  consented: { points: 5, label: 'Agreed to be contacted' },
  wroteMessage: { points: 5, label: 'Wrote a message' },
  /** Per listing of the agent's beyond the first that the same person (account, else lead) asked about or visited, up to `max`. */
  moreListings: { pointsEach: 5, max: 15, label: (count: number) => `Interested in ${count} of your listings` },
  /** Per open house of the agent's beyond the first the same person signed in at, up to `max`. */
  moreOpenHouses: { pointsEach: 10, max: 20, label: (count: number) => `Signed in at ${count} of your open houses` },
  /**
   * Per message beyond the first that the person wrote the agent through the site, up to `max`. The agent's
   * replies go out by e-mail (Reply-To: the agent), so the person's answers to them are not seen here.
   */
  moreMessages: { pointsEach: 5, max: 10, label: (count: number) => `Wrote to you ${count} times` },
  /** Per listing of the agent's beyond the first that the person's account viewed, up to `max`. */
  moreViewed: { pointsEach: 5, max: 15, label: (count: number) => `Viewed ${count} of your listings` },
  /** Per listing of the agent's the person's account has saved, up to `max`. */
  saved: { pointsEach: 10, max: 20, label: (count: number) => (count === 1 ? 'Saved your listing' : `Saved ${count} of your listings`) },
} as const;

export type TScoreInput = {
  financing: string | null;
  timeframe: string | null;
  workingWithAgent: boolean;
  gavePhone: boolean;
  consented: boolean;
  wroteMessage: boolean;
  /** Distinct listings of this agent the same person (the lead's account, else the lead alone) asked about or visited, this lead's included. */
  listingsOfInterest: number;
  /** Distinct open houses of this agent the same person signed in at (this lead's included). */
  openHousesVisited: number;
  /** Messages the person wrote this agent through the site (this lead's included). */
  messagesSent: number;
  /** Distinct listings of this agent the person viewed while signed in. */
  listingsViewed: number;
  /** Listings of this agent the person has saved (and not unsaved). */
  listingsSaved: number;
};

const lookup = <T>(table: Record<string, T>, key: string | null): T | undefined => (key !== null && Object.hasOwn(table, key) ? table[key] : undefined);

export function scoreLead(input: TScoreInput): { score: number; reasons: TLeadScoreReason[] } {
  const w = LEAD_SCORE_WEIGHTS;
  const reasons: TLeadScoreReason[] = [];
  const financing = lookup<{ points: number; label: string }>(w.financing, input.financing);
  if (financing) reasons.push(financing);
  const timeframe = lookup<{ points: number; label: string }>(w.timeframe, input.timeframe);
  if (timeframe) reasons.push(timeframe);
  if (input.workingWithAgent) reasons.push(w.hasAgent);
  if (input.gavePhone) reasons.push(w.gavePhone);
  if (input.consented) reasons.push(w.consented);
  if (input.wroteMessage) reasons.push(w.wroteMessage);
  if (input.listingsOfInterest > 1) {
    reasons.push({
      label: w.moreListings.label(input.listingsOfInterest),
      points: Math.min(w.moreListings.max, (input.listingsOfInterest - 1) * w.moreListings.pointsEach),
    });
  }
  if (input.openHousesVisited > 1) {
    reasons.push({
      label: w.moreOpenHouses.label(input.openHousesVisited),
      points: Math.min(w.moreOpenHouses.max, (input.openHousesVisited - 1) * w.moreOpenHouses.pointsEach),
    });
  }
  if (input.messagesSent > 1) {
    reasons.push({
      label: w.moreMessages.label(input.messagesSent),
      points: Math.min(w.moreMessages.max, (input.messagesSent - 1) * w.moreMessages.pointsEach),
    });
  }
  if (input.listingsViewed > 1) {
    reasons.push({ label: w.moreViewed.label(input.listingsViewed), points: Math.min(w.moreViewed.max, (input.listingsViewed - 1) * w.moreViewed.pointsEach) });
  }
  if (input.listingsSaved > 0) {
    reasons.push({ label: w.saved.label(input.listingsSaved), points: Math.min(w.saved.max, input.listingsSaved * w.saved.pointsEach) });
  }
  const total = reasons.reduce<number>((sum, reason) => sum + reason.points, w.base);
  return { score: Math.max(0, Math.min(100, total)), reasons: reasons.map(({ label, points }) => ({ label, points })) };
}
