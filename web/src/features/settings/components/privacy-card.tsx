import { CONTACT_VISIBILITY_OPTIONS, PROFILE_VISIBILITY_OPTIONS } from '@shared/constants/settings';
import { TitledCard } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import type { TSettingsBinding } from '../lib/settings-form';

const describe = (options: readonly { value: string; description: string }[], value: string) => options.find((option) => option.value === value)?.description;

/** Who may see the public profile, and who sees the phone number and e-mail on it. */
export function PrivacyCard({ values, setValue }: TSettingsBinding) {
  return (
    <TitledCard
      title="Privacy"
      description="Control who sees your public profile and your contact details."
      contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <SelectField
        id="settings-profile-visibility"
        label="Profile visibility"
        value={values.profileVisibility}
        options={PROFILE_VISIBILITY_OPTIONS}
        onValueChange={(v) => setValue('profileVisibility', v)}
        hint={describe(PROFILE_VISIBILITY_OPTIONS, values.profileVisibility)}
      />
      <SelectField
        id="settings-contact-visibility"
        label="Contact information"
        value={values.contactVisibility}
        options={CONTACT_VISIBILITY_OPTIONS}
        onValueChange={(v) => setValue('contactVisibility', v)}
        hint={describe(CONTACT_VISIBILITY_OPTIONS, values.contactVisibility)}
      />
    </TitledCard>
  );
}
