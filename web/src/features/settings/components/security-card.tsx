import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SwitchField } from '../../../components/ui/switch-field';
import type { TSettingsBinding } from '../lib/settings-form';
import { PasswordChangeForm } from './password-change-form';

export function SecurityCard({ values, setValue }: TSettingsBinding) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Protect your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <SwitchField
          id="settings-two-factor"
          label="Two-factor authentication"
          description="Saved as your preference only for now: sign-in does not ask for a second factor yet."
          isChecked={values.twoFactor}
          onCheckedChange={(v) => setValue('twoFactor', v)}
        />
        <div className="border-t border-slate-100 pt-5">
          <PasswordChangeForm />
        </div>
      </CardContent>
    </Card>
  );
}
