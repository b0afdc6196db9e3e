import { CalendarCheck, CalendarX, CheckCircle2 } from 'lucide-react';
import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useUpdateSavedOpenHouse } from '../api/update-saved-open-house';
import { cancelDepartureReminder } from '../../../lib/departure-reminders/departure-reminder';
import { reportStatusError } from '../lib/saved-errors';
import type { TSavedActions } from '../lib/saved-tabs';

const STATUS_MESSAGES: Partial<Record<TSavedOpenHouseStatus, string>> = {
  rsvp: "You RSVP'd to this open house.",
  cancelled: 'Your RSVP was cancelled.',
  attended: 'Marked as attended.',
};

/** The status changes the card's state allows (spec §4); the server refuses any other (409). */
export function SavedCardActions({ openHouseId, name, actions }: { openHouseId: string; name: string; actions: TSavedActions }) {
  const update = useUpdateSavedOpenHouse();

  const changeStatus = (status: TSavedOpenHouseStatus) =>
    update.mutate(
      { openHouseId, status },
      {
        onSuccess: () => {
          if (status === 'cancelled') cancelDepartureReminder(openHouseId);
          toast({ title: 'Status Updated', description: STATUS_MESSAGES[status] });
        },
        onError: reportStatusError,
      },
    );

  return (
    <>
      {actions.canRsvp && (
        <Button size="sm" disabled={update.isPending} onClick={() => changeStatus('rsvp')} aria-label={`RSVP to ${name}`}>
          <CalendarCheck className="size-4" aria-hidden="true" />
          RSVP
        </Button>
      )}
      {actions.canCancelRsvp && (
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => changeStatus('cancelled')} aria-label={`Cancel RSVP to ${name}`}>
          <CalendarX className="size-4" aria-hidden="true" />
          Cancel RSVP
        </Button>
      )}
      {actions.canMarkAttended && (
        <Button size="sm" disabled={update.isPending} onClick={() => changeStatus('attended')} aria-label={`Mark ${name} as attended`}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Mark as Attended
        </Button>
      )}
    </>
  );
}
