import { CalendarCheck, Route } from 'lucide-react';
import { Link } from 'react-router-dom';
import { zonedDate } from '@shared/time/zoned-time';
import { Button, buttonClasses, type TButtonSize } from '../ui/button';
import { useSaveOpenHouseClick } from './use-save-open-house-click';

type TAddToMyDayButtonProps = { propertyId: string; openHouseId: string; startsAt: string; timeZone: string; label: string; size?: TButtonSize };

/**
 * Adds the open house to the day planner where the person is (it saves it: saving again keeps the first
 * record) and says so in a toast; once in the day it links to the planner on that day, in the listing's
 * zone. A visitor is asked to sign in first, as Save asks.
 */
export function AddToMyDayButton({ propertyId, openHouseId, startsAt, timeZone, label, size = 'sm' }: TAddToMyDayButtonProps) {
  const { savedOpenHouses, isSaving, isBusy, onClick } = useSaveOpenHouseClick({
    propertyId,
    openHouseId,
    label,
    savedToast: { title: 'Added to my day', description: `${label}. Open My Day to see the route.` },
    failureMessage: 'Could not add it to your day. Please try again.',
  });
  const day = zonedDate(new Date(startsAt), timeZone);
  // The planner leaves cancelled RSVPs out, so those are not in the day.
  const isInDay = savedOpenHouses?.some((item) => item.openHouseId === openHouseId && item.status !== 'cancelled') ?? false;

  if (isInDay) {
    return (
      <Link to={`/my-day?date=${day}`} aria-label={`In my day: ${label}. Open my day`} className={buttonClasses({ variant: 'secondary', size })}>
        <CalendarCheck className="size-4" aria-hidden="true" />
        In my day
      </Link>
    );
  }

  return (
    <Button variant="outline" size={size} aria-label={`Add to my day: ${label}`} disabled={isBusy} onClick={onClick}>
      <Route className="size-4" aria-hidden="true" />
      {isSaving ? 'Adding...' : 'Add to my day'}
    </Button>
  );
}
