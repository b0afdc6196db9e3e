import { Link } from 'react-router-dom';
import { OpenHouseMapExplorer } from '../../../components/open-house-map/open-house-map-explorer';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

const TITLE = 'Austin Open Houses';

/** /map, public: every upcoming open house in the Austin market. The layout picks the header by role. */
export function MapScreen() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">Open houses happening now and coming up, on the map and in a list. Times are each listing's local time.</p>
      </div>
      <h2 className="sr-only">Open houses on the map and in the list</h2>
      <OpenHouseMapExplorer
        source={{ mode: 'public' }}
        label="Austin open houses"
        emptyState={{
          title: 'No open houses scheduled',
          description: 'No open house is scheduled in Austin for the coming month. New ones appear here as agents schedule them.',
          action: (
            <Link to="/listings" className={buttonClasses()}>
              Browse Properties
            </Link>
          ),
        }}
      />
    </div>
  );
}
