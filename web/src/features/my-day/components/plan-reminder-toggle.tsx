import { useEffect, useState } from 'react';
import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import { ReminderSwitch } from '../../../components/reminder-switch';
import { cancelPlanReminders, replacePlanReminders } from '../../../lib/departure-reminders/departure-reminder';
import { allowNotifications } from '../../../lib/departure-reminders/notification-permission';
import { storedPlanReminders, usePlanReminderCount } from '../../../lib/departure-reminders/reminder-store';
import { formatTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { remindersOfPlan } from '../lib/plan-reminders';

/**
 * "Remind me when to leave" for a day plan: a browser notification at the plan's leave time for each stop
 * (the existing departure reminder, with the plan's times instead of the spec's formula). While on, a new plan
 * for the day (re-planned, times moved, a stop dropped or moved to another day) replaces the reminders.
 */
export function PlanReminderToggle({ plan }: { plan: TDayPlan }) {
  const count = usePlanReminderCount(plan.date);
  const [isAsking, setIsAsking] = useState(false);
  const isOn = count > 0;
  const reminders = remindersOfPlan(plan);
  const first = reminders.find((reminder) => Date.parse(reminder.leaveAt!) > Date.now());
  // A day that starts at its only stop has no drive, so no leave time at all: that is not "passed".
  const noReminderText =
    reminders.length === 0 ? `The day starts at ${plan.start.label}: there is no drive to leave for.` : 'Every leave time of this plan has passed.';

  useEffect(() => {
    if (storedPlanReminders(plan.date).length > 0) replacePlanReminders(plan.date, remindersOfPlan(plan));
  }, [plan]);

  const turnOn = async () => {
    setIsAsking(true);
    const isAllowed = await allowNotifications().finally(() => setIsAsking(false));
    if (!isAllowed) return;
    const times = replacePlanReminders(plan.date, reminders);
    if (times.length === 0) toast({ title: 'No reminder set', description: noReminderText });
    else
      toast({
        title: 'Reminders set',
        description: `${times.length === 1 ? 'One reminder' : `${times.length} reminders`}, the first at ${formatTime(times[0]!, plan.timeZone)}.`,
      });
  };

  const toggle = () => {
    if (isOn) {
      cancelPlanReminders(plan.date);
      toast({ title: 'Reminders off', description: 'No departure reminders for this day.' });
    } else void turnOn();
  };

  const description = first
    ? `${isOn ? `On: ${count === 1 ? 'a notification' : `${count} notifications`}` : 'A notification'} at each stop's leave time, the first at ${formatTime(first.leaveAt!, first.timeZone)} (for ${first.title})`
    : noReminderText;
  return <ReminderSwitch label="Remind me when to leave" description={description} isOn={isOn} isBusy={isAsking || (!isOn && !first)} onToggle={toggle} />;
}
