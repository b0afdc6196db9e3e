import { TitledCard } from '../../../components/ui/card';
import type { TBrandingFormBinding } from '../lib/form-binding';
import { BrandingListInput } from './branding-list-input';

export function ExpertiseCard(binding: TBrandingFormBinding) {
  return (
    <TitledCard title="Specialties & Service Areas" description="What you are known for and where you work." contentClassName="space-y-6">
      <BrandingListInput
        binding={binding}
        field="specialties"
        id="branding-specialties"
        label="Specialties"
        itemLabel="specialty"
        placeholder="e.g. First-time buyers"
      />
      <BrandingListInput
        binding={binding}
        field="servingAreas"
        id="branding-service-areas"
        label="Service Areas"
        itemLabel="service area"
        placeholder="e.g. South Congress"
      />
    </TitledCard>
  );
}
