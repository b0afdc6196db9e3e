import { useState } from 'react';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { ReminderSwitch } from '../../../components/reminder-switch';
import { cancelDepartureReminder, departureTime, driveMinutes, scheduleDepartureReminder } from '../../../lib/departure-reminders/departure-reminder';
import { allowNotifications } from '../../../lib/departure-reminders/notification-permission';
import { useHasReminder } from '../../../lib/departure-reminders/reminder-store';
import { formatTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';

/**
 * The departure reminder of an RSVP'd upcoming open house (spec §9): a switch that asks for notification
 * permission and, when granted, schedules a browser notification at the start minus the estimated drive.
 */
export function DepartureReminderToggle({ item }: { item: TSavedOpenHouse & { property: NonNullable<TSavedOpenHouse['property']> } }) {
  const isOn = useHasReminder(item.openHouseId);
  const [isAsking, setIsAsking] = useState(false);
  const coordinates = item.property.coordinates;
  const leaveAt = formatTime(departureTime(item.startsAt, coordinates), item.timeZone);
  const minutes = driveMinutes(coordinates);

  const turnOn = async () => {
    setIsAsking(true);
    const isAllowed = await allowNotifications().finally(() => setIsAsking(false));
    if (!isAllowed) return;
    const at = scheduleDepartureReminder({
      openHouseId: item.openHouseId,
      title: item.property.title || item.property.address,
      startsAt: item.startsAt,
      timeZone: item.timeZone,
      coordinates,
    });
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
    <ReminderSwitch
      label="Departure reminder"
      description={`${isOn ? `On: a notification at ${leaveAt}` : `A notification at ${leaveAt}`} (${minutes} min estimated drive from downtown Austin)`}
      isOn={isOn}
      isBusy={isAsking}
      onToggle={toggle}
    />
  );
}
