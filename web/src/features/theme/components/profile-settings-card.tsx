import { PROFILE_THEMES } from '@shared/constants/branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SwitchField } from '../../../components/ui/switch-field';
import type { TBrandingFormBinding } from '../lib/form-binding';
import { AccentColorPicker } from './accent-color-picker';

/** Theme, accent colour and what the public profile shows. */
export function ProfileSettingsCard({ values, setValue }: TBrandingFormBinding) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Settings</CardTitle>
        <CardDescription>The look of your public profile and what it shows.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <RadioGroupField
          name="branding-theme"
          legend="Profile theme"
          value={values.profileTheme}
          options={PROFILE_THEMES}
          onValueChange={(v) => setValue('profileTheme', v)}
        />
        <AccentColorPicker value={values.accentColor} onValueChange={(v) => setValue('accentColor', v)} />
        <div className="space-y-4 border-t border-slate-100 pt-4">
          <SwitchField
            id="branding-show-stats"
            label="Show stats"
            description="Quick Stats on your public profile."
            isChecked={values.showStats}
            onCheckedChange={(v) => setValue('showStats', v)}
          />
          <SwitchField
            id="branding-show-certifications"
            label="Show certifications"
            description="Your certifications on your public profile."
            isChecked={values.showCertifications}
            onCheckedChange={(v) => setValue('showCertifications', v)}
          />
          <SwitchField
            id="branding-show-company-info"
            label="Show company info"
            description="Company name, description and website on your public profile."
            isChecked={values.showCompanyInfo}
            onCheckedChange={(v) => setValue('showCompanyInfo', v)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
