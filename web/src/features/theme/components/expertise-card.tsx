import { BRANDING_LIST_LIMITS } from '@shared/constants/branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';
import { TagInput } from './tag-input';

export function ExpertiseCard({ values, errors, setValue }: TBrandingFormBinding) {
  const { specialties, servingAreas } = BRANDING_LIST_LIMITS;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Specialties &amp; Service Areas</CardTitle>
        <CardDescription>What you are known for and where you work.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <TagInput
          id="branding-specialties"
          label="Specialties"
          itemLabel="specialty"
          placeholder="e.g. First-time buyers"
          items={values.specialties}
          onItemsChange={(items) => setValue('specialties', items)}
          maxItems={specialties.maxItems}
          maxLength={specialties.maxLength}
          error={errorFor(errors, 'specialties')}
        />
        <TagInput
          id="branding-service-areas"
          label="Service Areas"
          itemLabel="service area"
          placeholder="e.g. South Congress"
          items={values.servingAreas}
          onItemsChange={(items) => setValue('servingAreas', items)}
          maxItems={servingAreas.maxItems}
          maxLength={servingAreas.maxLength}
          error={errorFor(errors, 'servingAreas')}
        />
      </CardContent>
    </Card>
  );
}
