import { UsersRound } from 'lucide-react';
import type { TTeamLeadView, TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { useTeamLeadPages } from '../api/team-leads';
import { TeamLeadCard } from './team-lead-card';

const EMPTY_TEXT: Record<TTeamLeadView, string> = {
  pool: 'No unassigned leads: new leads of the team appear here for anyone to claim.',
  mine: 'No team leads are yours yet: claim one from the team pool.',
  'from-me': 'None of your leads is in the team pool yet.',
  all: 'The team has no leads yet.',
};

/** One view of the team pool, a page at a time. */
export function TeamLeadList({ view, title, settings, meId }: { view: TTeamLeadView; title: string; settings: TTeamPoolSettings; meId: string }) {
  const pages = useTeamLeadPages(view);
  const leads = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `team-leads-${view}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {pages.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading team leads…
        </p>
      ) : pages.isError ? (
        <LoadFailedAlert what="the team leads" onRetry={() => void pages.refetch()} />
      ) : leads.length === 0 ? (
        <EmptyState icon={UsersRound} title="No leads here">
          {EMPTY_TEXT[view]}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {leads.map((lead) => (
              <li key={lead.id}>
                <TeamLeadCard key={`${lead.id}-${lead.holder?.userId ?? 'pool'}-${lead.history.length}`} lead={lead} settings={settings} meId={meId} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? 'Loading…' : 'Show more team leads'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
