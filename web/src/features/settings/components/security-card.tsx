import { TitledCard } from '../../../components/ui/card';
import type { TSettingsBinding } from '../lib/settings-form';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSwitch } from './two-factor-switch';

export function SecurityCard({ values, setValue }: TSettingsBinding) {
  return (
    <TitledCard title="Security" description="Protect your account." contentClassName="space-y-6">
      <TwoFactorSwitch isOn={values.twoFactor} onChanged={(isOn) => setValue('twoFactor', isOn)} />
      <div className="border-t border-slate-100 pt-5">
        <PasswordChangeForm />
      </div>
    </TitledCard>
  );
}
