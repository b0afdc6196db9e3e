import { PROFILE_THEMES } from '@shared/constants/branding';
import { TitledCard } from '../../../components/ui/card';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SwitchFields } from '../../../components/ui/switch-fields';
import type { TBrandingFormBinding } from '../lib/form-binding';
import { AccentColorPicker } from './accent-color-picker';

const SHOW_ON_PROFILE_SWITCHES = [
  { key: 'showStats', id: 'branding-show-stats', label: 'Show stats', description: 'Quick Stats on your public profile.' },
  { key: 'showCertifications', id: 'branding-show-certifications', label: 'Show certifications', description: 'Your certifications on your public profile.' },
  {
    key: 'showCompanyInfo',
    id: 'branding-show-company-info',
    label: 'Show company info',
    description: 'Company name, description and website on your public profile.',
  },
] as const;

/** Theme, accent colour and what the public profile shows. */
export function ProfileSettingsCard({ values, setValue }: TBrandingFormBinding) {
  return (
    <TitledCard title="Profile Settings" description="The look of your public profile and what it shows." contentClassName="space-y-6">
      <RadioGroupField
        name="branding-theme"
        legend="Profile theme"
        value={values.profileTheme}
        options={PROFILE_THEMES}
        onValueChange={(v) => setValue('profileTheme', v)}
      />
      <AccentColorPicker value={values.accentColor} onValueChange={(v) => setValue('accentColor', v)} />
      <div className="space-y-4 border-t border-slate-100 pt-4">
        <SwitchFields options={SHOW_ON_PROFILE_SWITCHES} values={values} setValue={setValue} />
      </div>
    </TitledCard>
  );
}
