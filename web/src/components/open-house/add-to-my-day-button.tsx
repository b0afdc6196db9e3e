import { CalendarCheck, Route } from 'lucide-react';
import { Link } from 'react-router-dom';
import { zonedDate } from '@shared/time/zoned-time';
import { ApiError } from '../../lib/api-client';
import { useSavedOpenHouses } from '../../lib/api/get-saved-open-houses';
import { useSaveOpenHouse } from '../../lib/api/save-open-house';
import { askToSignInToSaveOpenHouse } from '../../lib/sign-in-to-save';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { Button, buttonClasses, type TButtonSize } from '../ui/button';

type TAddToMyDayButtonProps = { propertyId: string; openHouseId: string; startsAt: string; timeZone: string; label: string; size?: TButtonSize };

/**
 * Adds the open house to the day planner where the person is (it saves it: saving again keeps the first
 * record) and says so in a toast; once in the day it links to the planner on that day, in the listing's
 * zone. A visitor is asked to sign in first, as Save asks.
 */
export function AddToMyDayButton({ propertyId, openHouseId, startsAt, timeZone, label, size = 'sm' }: TAddToMyDayButtonProps) {
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const saved = useSavedOpenHouses({ enabled: isSignedIn });
  const save = useSaveOpenHouse();
  const day = zonedDate(new Date(startsAt), timeZone);
  // The planner leaves cancelled RSVPs out, so those are not in the day.
  const isInDay = saved.data?.some((item) => item.openHouseId === openHouseId && item.status !== 'cancelled') ?? false;

  if (isInDay) {
    return (
      <Link to={`/my-day?date=${day}`} aria-label={`In my day: ${label}. Open my day`} className={buttonClasses({ variant: 'secondary', size })}>
        <CalendarCheck className="size-4" aria-hidden="true" />
        In my day
      </Link>
    );
  }

  const onClick = () => {
    if (!isSignedIn) {
      askToSignInToSaveOpenHouse(propertyId, openHouseId, label);
      return;
    }
    save.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: () => toast({ title: 'Added to my day', description: `${label}. Open My Day to see the route.` }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast({
            title: 'Error',
            description: (error instanceof ApiError && error.serverMessage) || 'Could not add it to your day. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <Button variant="outline" size={size} aria-label={`Add to my day: ${label}`} disabled={session.status === 'loading' || save.isPending} onClick={onClick}>
      <Route className="size-4" aria-hidden="true" />
      {save.isPending ? 'Adding...' : 'Add to my day'}
    </Button>
  );
}
