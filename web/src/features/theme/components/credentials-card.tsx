import { BRANDING_TEXT_LIMITS } from '@shared/constants/branding';
import { TitledCard } from '../../../components/ui/card';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';
import { BrandingListInput } from './branding-list-input';

/** What the public profile shows under Certifications, Awards and Client Testimonial. */
export function CredentialsCard(binding: TBrandingFormBinding) {
  const { values, errors, setValue } = binding;
  return (
    <TitledCard
      title="Credentials"
      description="Certifications, awards, languages and a client testimonial for your public profile."
      contentClassName="space-y-6"
    >
      <BrandingListInput
        binding={binding}
        field="certifications"
        id="branding-certifications"
        label="Certifications"
        itemLabel="certification"
        placeholder="e.g. Certified Residential Specialist (CRS)"
      />
      <BrandingListInput binding={binding} field="awards" id="branding-awards" label="Awards" itemLabel="award" placeholder="e.g. Austin Top Producer 2024" />
      <BrandingListInput binding={binding} field="languages" id="branding-languages" label="Languages" itemLabel="language" placeholder="e.g. Spanish" />
      <TextareaField
        id="branding-testimonial"
        label="Client testimonial"
        rows={3}
        placeholder="A few words a client said about working with you."
        maxLength={BRANDING_TEXT_LIMITS.testimonialHighlight}
        value={values.testimonialHighlight}
        onValueChange={(v) => setValue('testimonialHighlight', v)}
        error={errorFor(errors, 'testimonialHighlight')}
      />
    </TitledCard>
  );
}
