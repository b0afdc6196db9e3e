import { toast } from '../toast';
import { canNotify } from './departure-reminder';

async function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission === 'granted' || Notification.permission === 'denied') return Notification.permission;
  return Notification.requestPermission();
}

/**
 * Asks for notification permission (call it from the click that turns a reminder on) and says in a toast when
 * the browser has no notifications or the user refused them. Answers whether reminders can be shown.
 */
export async function allowNotifications(): Promise<boolean> {
  if (!canNotify()) {
    toast({ title: 'Reminders unavailable', description: 'This browser cannot show notifications.', variant: 'destructive' });
    return false;
  }
  if ((await askPermission()) !== 'granted') {
    toast({ title: 'Notifications blocked', description: 'Allow notifications for this site to get a departure reminder.', variant: 'destructive' });
    return false;
  }
  return true;
}
