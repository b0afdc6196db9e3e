import { BRANDING_LIST_LIMITS, type TBrandingListField } from '@shared/constants/branding';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';
import { TagInput } from './tag-input';

type TBrandingListInputProps = {
  binding: TBrandingFormBinding;
  field: TBrandingListField;
  id: string;
  label: string;
  itemLabel: string;
  placeholder: string;
};

/** One of the branding lists (specialties, service areas, …) as a tag input with its shared limits. */
export function BrandingListInput({ binding: { values, errors, setValue }, field, ...labels }: TBrandingListInputProps) {
  const { maxItems, maxLength } = BRANDING_LIST_LIMITS[field];
  return (
    <TagInput
      {...labels}
      items={values[field]}
      onItemsChange={(items) => setValue(field, items)}
      maxItems={maxItems}
      maxLength={maxLength}
      error={errorFor(errors, field)}
    />
  );
}
