import { TitledCard } from '../../../components/ui/card';
import { SwitchFields } from '../../../components/ui/switch-fields';
import type { TSettingsBinding } from '../lib/settings-form';

const NOTIFICATION_SWITCHES = [
  {
    key: 'emailNotifications',
    id: 'settings-email-notifications',
    label: 'Email notifications',
    description: 'Inquiries, replies and account notices by e-mail.',
  },
  { key: 'pushNotifications', id: 'settings-push-notifications', label: 'Push notifications', description: 'Alerts in your browser.' },
  { key: 'marketingEmails', id: 'settings-marketing-emails', label: 'Marketing emails', description: 'Product news and tips.' },
] as const;

export function NotificationsCard({ values, setValue }: TSettingsBinding) {
  return (
    <TitledCard title="Notifications" description="Choose how the marketplace keeps in touch." contentClassName="space-y-5">
      <SwitchFields options={NOTIFICATION_SWITCHES} values={values} setValue={setValue} />
    </TitledCard>
  );
}
