import { LinkIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSharedDayPlan } from '../api/get-shared-day-plan';
import { routeUrl } from '../lib/plan-links';
import { Itinerary } from './itinerary';

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** /my-day/shared/:token: a plan someone shared, read-only, for anyone holding the link. */
export function SharedDayPlanScreen() {
  const { token = '' } = useParams();
  const plan = useSharedDayPlan(token);
  const isGone = plan.error instanceof ApiError && (plan.error.status === 404 || plan.error.status === 400);
  const route = plan.data ? routeUrl(plan.data) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageTitle title="Shared open-house day" />
      {plan.isPending ? (
        <PageSpinner label="Loading the plan…" />
      ) : isGone ? (
        <EmptyState
          icon={LinkIcon}
          title="This plan is no longer shared"
          action={
            <Link to="/map" className={buttonClasses()}>
              Explore open houses
            </Link>
          }
        >
          Ask the person who sent it for a new link.
        </EmptyState>
      ) : plan.isError ? (
        <LoadFailedAlert what="this plan" onRetry={() => void plan.refetch()} />
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Open houses on {dayLabel(plan.data.date)}</h1>
            <p className="mt-1 text-slate-600">A plan shared with you (read-only).</p>
          </div>
          {route && (
            <a href={route} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Open in maps
            </a>
          )}
          <Itinerary plan={plan.data} />
        </>
      )}
    </div>
  );
}
