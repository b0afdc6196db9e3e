import { Tabs } from 'radix-ui';
import { Route } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarFeedPanel } from '../../../components/calendar/calendar-feed-panel';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSavedOpenHouses } from '../../../lib/api/get-saved-open-houses';
import { useNow } from '../../../lib/use-now';
import { cancelDepartureReminder } from '../../../lib/departure-reminders/departure-reminder';
import { storedReminders } from '../../../lib/departure-reminders/reminder-store';
import { handleSavedUnauthorized } from '../lib/saved-errors';
import { splitSavedOpenHouses, type TSavedEntry } from '../lib/saved-tabs';
import { SavedEmptyState } from './saved-empty-state';
import { SavedOpenHouseCard } from './saved-open-house-card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

const TITLE = 'Saved Open Houses';
type TTab = 'upcoming' | 'past';

/**
 * A reminder only makes sense for an RSVP that has not started; drop any other (changed elsewhere, or ended).
 * A day plan's reminders are /my-day's, not this screen's.
 */
function dropStaleReminders(upcoming: readonly TSavedEntry[]) {
  for (const { openHouseId } of Object.values(storedReminders()).filter((reminder) => reminder.source !== 'plan')) {
    const entry = upcoming.find((e) => e.item.openHouseId === openHouseId);
    if (!entry || entry.item.status !== 'rsvp' || entry.timing === 'live') cancelDepartureReminder(openHouseId);
  }
}

export function SavedOpenHouses() {
  const saved = useSavedOpenHouses();
  const now = useNow();
  const [tab, setTab] = useState<TTab>('upcoming');
  const tabs = useMemo(() => splitSavedOpenHouses(saved.data ?? [], now), [saved.data, now]);
  const isUnauthorized = saved.error instanceof ApiError && saved.error.status === 401;

  useEffect(() => {
    if (isUnauthorized) handleSavedUnauthorized();
  }, [isUnauthorized]);
  useEffect(() => {
    if (saved.data) dropStaleReminders(tabs.upcoming);
  }, [saved.data, tabs.upcoming]);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
          <p className="mt-1 text-slate-600">Open houses you saved, with your RSVPs. Times are the listing's local time.</p>
        </div>
        <Link to="/my-day" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Route className="size-4" aria-hidden="true" />
          Plan my day
        </Link>
      </div>
      {saved.isPending ? (
        <PageSpinner label="Loading your saved open houses…" />
      ) : saved.isError ? (
        isUnauthorized ? null : (
          <LoadFailedAlert what="your saved open houses" onRetry={() => void saved.refetch()} />
        )
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TTab)} className="space-y-4">
          <Tabs.List aria-label="Saved open houses" className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
            <TabTrigger value="upcoming" label="Upcoming" count={tabs.upcoming.length} />
            <TabTrigger value="past" label="Past Events" count={tabs.past.length} />
          </Tabs.List>
          <Tabs.Content value="upcoming" className="focus-visible:outline-none">
            <EntryList entries={tabs.upcoming} tab="upcoming" />
          </Tabs.Content>
          <Tabs.Content value="past" className="focus-visible:outline-none">
            <EntryList entries={tabs.past} tab="past" />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {/* Once the list loaded: a signed-out visitor gets the list's own 401 handling, not a second one. */}
      {saved.data && <CalendarFeedPanel kind="buyer" />}
    </div>
  );
}

function TabTrigger({ value, label, count }: { value: TTab; label: string; count: number }) {
  return (
    <Tabs.Trigger
      value={value}
      className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
    >
      {label} ({count})
    </Tabs.Trigger>
  );
}

function EntryList({ entries, tab }: { entries: readonly TSavedEntry[]; tab: TTab }) {
  if (entries.length === 0) return <SavedEmptyState tab={tab} />;
  return (
    <ul className="space-y-4" aria-label={tab === 'upcoming' ? 'Upcoming open houses' : 'Past open houses'}>
      {entries.map((entry) => (
        <li key={entry.item.openHouseId}>
          <SavedOpenHouseCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}
