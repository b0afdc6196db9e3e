import type { TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { SwitchField } from '../../../components/ui/switch-field';
import { useSetPoolAvailability } from '../api/team-leads';
import type { TLeadsView } from './lead-view-switch';
import { TeamLeadList } from './team-lead-list';

/** A member's own switch for the broker's round-robin rule. */
function AvailabilitySwitch({ settings }: { settings: TTeamPoolSettings }) {
  const setAvailable = useSetPoolAvailability();
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <SwitchField
        id="pool-availability"
        label="Available for new team leads"
        description={
          settings.rules.roundRobin
            ? 'New leads of the team are given in turn to the members who are available.'
            : 'Your broker has not turned on taking leads in turn yet.'
        }
        isChecked={settings.available}
        disabled={setAvailable.isPending}
        onCheckedChange={(available) => setAvailable.mutate(available)}
      />
      {setAvailable.isError && <ErrorAlert>Your availability was not saved. Try again.</ErrorAlert>}
    </div>
  );
}

/**
 * The team pool's part of /leads: under Mine, the team leads the caller holds and their own leads in the pool (who
 * holds them); the Team pool (unassigned, to claim); All (the broker: every lead of the team, to assign).
 */
export function TeamPoolView({ view, settings, meId }: { view: TLeadsView; settings: TTeamPoolSettings; meId: string }) {
  if (view === 'mine') {
    return (
      <>
        <TeamLeadList view="mine" title="Team leads you hold" settings={settings} meId={meId} />
        <TeamLeadList view="from-me" title="Your leads in the team pool" settings={settings} meId={meId} />
      </>
    );
  }
  if (view === 'all') return <TeamLeadList view="all" title="Every lead of the team" settings={settings} meId={meId} />;
  return (
    <>
      {!settings.isBroker && <AvailabilitySwitch settings={settings} />}
      <TeamLeadList view="pool" title="Unassigned team leads" settings={settings} meId={meId} />
    </>
  );
}
