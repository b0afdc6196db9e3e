import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SwitchField } from '../../../components/ui/switch-field';
import type { TSettingsBinding } from '../lib/settings-form';

export function NotificationsCard({ values, setValue }: TSettingsBinding) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how the marketplace keeps in touch.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SwitchField
          id="settings-email-notifications"
          label="Email notifications"
          description="Inquiries, replies and account notices by e-mail."
          isChecked={values.emailNotifications}
          onCheckedChange={(v) => setValue('emailNotifications', v)}
        />
        <SwitchField
          id="settings-push-notifications"
          label="Push notifications"
          description="Alerts in your browser."
          isChecked={values.pushNotifications}
          onCheckedChange={(v) => setValue('pushNotifications', v)}
        />
        <SwitchField
          id="settings-marketing-emails"
          label="Marketing emails"
          description="Product news and tips."
          isChecked={values.marketingEmails}
          onCheckedChange={(v) => setValue('marketingEmails', v)}
        />
      </CardContent>
    </Card>
  );
}
