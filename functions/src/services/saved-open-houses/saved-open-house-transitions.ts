import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';

/**
 * Spec §4: interested → rsvp (upcoming), rsvp → cancelled, anything but attended → attended (once the
 * open house has begun). Setting the current status again is a no-op.
 */
export function transitionProblem(from: TSavedOpenHouseStatus, to: TSavedOpenHouseStatus, timing: { hasStarted: boolean }): string | null {
  if (from === to) return null;
  if (to === 'rsvp') return from === 'interested' ? (timing.hasStarted ? 'You can only RSVP to an upcoming open house.' : null) : `Cannot RSVP from ${from}.`;
  if (to === 'cancelled') return from === 'rsvp' ? null : 'Only an RSVP can be cancelled.';
  if (to === 'attended') return from === 'attended' ? null : timing.hasStarted ? null : 'You can mark an open house as attended once it has started.';
  return `Cannot change the status from ${from} to ${to}.`;
}
