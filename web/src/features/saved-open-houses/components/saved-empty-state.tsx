import { CalendarClock, History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Upcoming empty: Browse Properties (/listings). Past empty: Explore Map (/map). */
export function SavedEmptyState({ tab }: { tab: 'upcoming' | 'past' }) {
  if (tab === 'upcoming') {
    return (
      <EmptyState
        icon={CalendarClock}
        title="No upcoming open houses"
        action={
          <Link to="/listings" className={buttonClasses()}>
            Browse Properties
          </Link>
        }
      >
        Save an open house from a property page or the map and it appears here.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={History}
      title="No past open houses"
      action={
        <Link to="/map" className={buttonClasses()}>
          Explore Map
        </Link>
      }
    >
      Open houses you saved move here once they are over.
    </EmptyState>
  );
}
