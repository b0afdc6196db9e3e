import { BRANDING_TEXT_LIMITS } from '@shared/constants/branding';
import { TitledCard } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';

export function BasicInfoCard({ values, errors, setValue }: TBrandingFormBinding) {
  return (
    <TitledCard title="Basic Information" description="How you introduce yourself to buyers." contentClassName="space-y-4">
      <TextField
        id="branding-tagline"
        label="Tagline"
        placeholder="e.g. Helping Austin families find home since 2015"
        maxLength={BRANDING_TEXT_LIMITS.tagline}
        value={values.tagline}
        onValueChange={(v) => setValue('tagline', v)}
        error={errorFor(errors, 'tagline')}
      />
      <TextareaField
        id="branding-bio"
        label="Bio"
        placeholder="Tell buyers about your experience, your approach and the neighbourhoods you know best."
        rows={5}
        maxLength={BRANDING_TEXT_LIMITS.bio}
        hint={`${values.bio.length} / ${BRANDING_TEXT_LIMITS.bio} characters`}
        value={values.bio}
        onValueChange={(v) => setValue('bio', v)}
        error={errorFor(errors, 'bio')}
      />
    </TitledCard>
  );
}
