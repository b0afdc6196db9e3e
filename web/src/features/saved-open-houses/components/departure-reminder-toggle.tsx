import clsx from 'clsx';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { formatTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { cancelDepartureReminder, canNotify, departureTime, driveMinutes, scheduleDepartureReminder } from '../lib/departure-reminder';
import { useHasReminder } from '../lib/reminder-store';

async function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission === 'granted' || Notification.permission === 'denied') return Notification.permission;
  return Notification.requestPermission();
}

/**
 * The departure reminder of an RSVP'd upcoming open house (spec §9): a switch that asks for notification
 * permission and, when granted, schedules a browser notification at the start minus the estimated drive.
 */
export function DepartureReminderToggle({ item }: { item: TSavedOpenHouse & { property: NonNullable<TSavedOpenHouse['property']> } }) {
  const id = useId();
  const isOn = useHasReminder(item.openHouseId);
  const [isAsking, setIsAsking] = useState(false);
  const coordinates = item.property.coordinates;
  const leaveAt = formatTime(departureTime(item.startsAt, coordinates), item.timeZone);
  const minutes = driveMinutes(coordinates);

  const turnOn = async () => {
    if (!canNotify()) {
      toast({ title: 'Reminders unavailable', description: 'This browser cannot show notifications.', variant: 'destructive' });
      return;
    }
    setIsAsking(true);
    const permission = await askPermission().finally(() => setIsAsking(false));
    if (permission !== 'granted') {
      toast({ title: 'Notifications blocked', description: 'Allow notifications for this site to get a departure reminder.', variant: 'destructive' });
      return;
    }
    const at = scheduleDepartureReminder({ openHouseId: item.openHouseId, title: item.property.title || item.property.address, startsAt: item.startsAt, timeZone: item.timeZone, coordinates });
    if (at) toast({ title: 'Reminder set', description: `We'll remind you to leave at ${formatTime(at, item.timeZone)}.` });
    else toast({ title: 'Time to leave', description: 'The departure time has already passed, so no reminder was set.' });
  };

  const toggle = () => {
    if (isOn) {
      cancelDepartureReminder(item.openHouseId);
      toast({ title: 'Reminder off', description: 'No departure reminder for this open house.' });
    } else void turnOn();
  };

  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <div className="flex items-start gap-2">
        <BellRing className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
            Departure reminder
          </p>
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {isOn ? `On: a notification at ${leaveAt}` : `A notification at ${leaveAt}`} ({minutes} min estimated drive from downtown Austin)
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={isAsking}
        onClick={toggle}
        className={clsx('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60', isOn ? 'bg-brand-700' : 'bg-slate-300')}
      >
        <span aria-hidden="true" className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', isOn ? 'translate-x-5' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}
