import { Route } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { zonedDate } from '@shared/time/zoned-time';
import { ApiError } from '../../lib/api-client';
import { useSaveOpenHouse } from '../../lib/api/save-open-house';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { Button, type TButtonSize } from '../ui/button';

type TAddToMyDayButtonProps = { propertyId: string; openHouseId: string; startsAt: string; timeZone: string; label: string; size?: TButtonSize };

/**
 * Saves the open house (saving again keeps the first record) and opens the day planner on its day, in the
 * listing's zone. A visitor is told to sign in and taken there.
 */
export function AddToMyDayButton({ propertyId, openHouseId, startsAt, timeZone, label, size = 'sm' }: TAddToMyDayButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const save = useSaveOpenHouse();
  const onClick = () => {
    if (session.status !== 'signed-in') {
      toast({ title: 'Sign in to plan your day', description: 'Sign in or create an account to plan a day of open houses.' });
      void navigate('/signin');
      return;
    }
    save.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: () => void navigate(`/my-day?date=${zonedDate(new Date(startsAt), timeZone)}`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast({ title: 'Error', description: (error instanceof ApiError && error.serverMessage) || 'Could not add it to your day. Please try again.', variant: 'destructive' });
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
