import { Download, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LIST_PROPERTIES_MAX_LIMIT } from '@shared/constants/listing';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { useProperties } from '../../../lib/api/get-properties';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { leadsSearch, useLeadPages } from '../api/get-leads';
import { LeadCard } from './lead-card';
import { LeadFilters, NO_FILTERS, toLeadsQuery, type TLeadFilters } from './lead-filters';
import { leadListingChoices } from './lead-listing-choices';
import { LeadViewSwitch, type TLeadsView } from './lead-view-switch';
import { TeamPoolView } from './team-pool-view';
import { useTeamPoolSettings } from '../api/team-leads';

/** The agent's lead pipeline: every inquiry, profile contact and open-house sign-in, scored. */
export function LeadsScreen({ user }: { user: TCurrentUser }) {
  const [filters, setFilters] = useState<TLeadFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters, 300);
  const query = toLeadsQuery(settled);
  const leads = useLeadPages(query);
  const shown = useMemo(() => leads.data?.pages.flatMap((page) => page.items) ?? [], [leads.data]);
  const total = leads.data?.pages[0]?.total ?? 0;
  const isBuyer = user.profile.role === 'BUYER';
  const ownListings = useProperties({ userId: user.id, status: 'all', limit: LIST_PROPERTIES_MAX_LIMIT }, { enabled: !isBuyer });
  const listings = useMemo(() => leadListingChoices(ownListings.data?.items ?? [], shown), [ownListings.data, shown]);
  // No pool (no team, or a plan without it) leaves the screen as it was: the caller's own leads only.
  const pool = useTeamPoolSettings(!isBuyer);
  const [view, setView] = useState<TLeadsView>('mine');

  if (isBuyer) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title="Leads" />
        <ErrorAlert>Leads are for agents and brokers.</ErrorAlert>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PageTitle title="Leads" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
          <p className="text-sm text-slate-600">
            Inquiries, profile contacts and open-house sign-ins, with a score from what each person told you and how often they came back.
          </p>
        </div>
        <a href={`/api/leads/export?${leadsSearch(query)}`} download="leads.csv" className={buttonClasses({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {pool.data && <LeadViewSwitch view={view} isBroker={pool.data.isBroker} onChange={setView} />}
      {pool.data && view !== 'mine' ? (
        <TeamPoolView view={view} settings={pool.data} meId={user.id} />
      ) : (
        <>
          <LeadFilters filters={filters} listings={listings} onChange={setFilters} />
          {leads.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Loading your leads…
            </p>
          ) : leads.isError ? (
            <LoadFailedAlert what="your leads" onRetry={() => void leads.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState icon={UsersRound} title="No leads yet">
              {filters === NO_FILTERS ? 'Inquiries and open-house sign-ins appear here.' : 'No lead matches these filters.'}
            </EmptyState>
          ) : (
            <>
              <p role="status" className="text-sm text-slate-600">
                {total > shown.length ? `Showing ${shown.length} of ${total} leads` : `${total} ${total === 1 ? 'lead' : 'leads'}`}
              </p>
              <ul aria-label="Your leads" className="space-y-4">
                {shown.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard key={`${lead.id}-${lead.status}-${lead.notes}-${lead.nextFollowUp}`} lead={lead} />
                  </li>
                ))}
              </ul>
              {leads.hasNextPage && (
                <div className="flex justify-center">
                  <Button variant="outline" size="lg" disabled={leads.isFetchingNextPage} onClick={() => void leads.fetchNextPage()}>
                    {leads.isFetchingNextPage ? 'Loading…' : 'Show more leads'}
                  </Button>
                </div>
              )}
            </>
          )}
          {pool.data && <TeamPoolView view="mine" settings={pool.data} meId={user.id} />}
        </>
      )}
    </div>
  );
}
