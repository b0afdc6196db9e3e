import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OpenHouseMapCard } from '../../../components/map/open-house-map/open-house-map-card';
import { buttonClasses } from '../../../components/ui/button';

/** The agent's own open houses on the map (agent mode); the dashboard's tiles above count them. */
export function AgentOpenHousesCard() {
  return (
    <OpenHouseMapCard
      className="lg:col-span-2"
      source={{ mode: 'agent' }}
      title="Your Open Houses"
      description="Your scheduled open houses and where they are."
      emptyState={{
        title: 'You have no open houses yet.',
        description: 'Open houses you schedule will be listed here and pinned on your map.',
        action: (
          <Link to="/manage-open-houses?add=open-house" className={buttonClasses({ className: 'mt-2' })}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Create Open House
          </Link>
        ),
      }}
    />
  );
}
