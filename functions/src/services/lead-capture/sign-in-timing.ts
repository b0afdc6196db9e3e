import { SIGN_IN_MARGIN_MINUTES } from '@shared/constants/lead-capture';

/** True when a sign-in at `at` falls outside the open house's hours widened by the margin on both sides. */
export function isOutsideHours(openHouse: { startsAt: string; endsAt: string }, at: Date): boolean {
  const margin = SIGN_IN_MARGIN_MINUTES * 60_000;
  const time = at.getTime();
  return time < new Date(openHouse.startsAt).getTime() - margin || time > new Date(openHouse.endsAt).getTime() + margin;
}
