import { BRANDING_LIST_LIMITS, BRANDING_TEXT_LIMITS } from '@shared/constants/branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';
import { TagInput } from './tag-input';

/** What the public profile shows under Certifications, Awards and Client Testimonial. */
export function CredentialsCard({ values, errors, setValue }: TBrandingFormBinding) {
  const { certifications, awards, languages } = BRANDING_LIST_LIMITS;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credentials</CardTitle>
        <CardDescription>Certifications, awards, languages and a client testimonial for your public profile.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <TagInput
          id="branding-certifications"
          label="Certifications"
          itemLabel="certification"
          placeholder="e.g. Certified Residential Specialist (CRS)"
          items={values.certifications}
          onItemsChange={(items) => setValue('certifications', items)}
          maxItems={certifications.maxItems}
          maxLength={certifications.maxLength}
          error={errorFor(errors, 'certifications')}
        />
        <TagInput
          id="branding-awards"
          label="Awards"
          itemLabel="award"
          placeholder="e.g. Austin Top Producer 2024"
          items={values.awards}
          onItemsChange={(items) => setValue('awards', items)}
          maxItems={awards.maxItems}
          maxLength={awards.maxLength}
          error={errorFor(errors, 'awards')}
        />
        <TagInput
          id="branding-languages"
          label="Languages"
          itemLabel="language"
          placeholder="e.g. Spanish"
          items={values.languages}
          onItemsChange={(items) => setValue('languages', items)}
          maxItems={languages.maxItems}
          maxLength={languages.maxLength}
          error={errorFor(errors, 'languages')}
        />
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
      </CardContent>
    </Card>
  );
}
