import { TextareaField } from '../../../components/ui/textarea-field';
import { FormSection, type TListingFields } from './form-section';

export function DescriptionSection({ fieldProps, isDisabled }: TListingFields) {
  return (
    <FormSection id="description" title="Description">
      <TextareaField
        id="listing-description"
        label="Property description"
        name="description"
        rows={6}
        placeholder="What makes this home special: layout, updates, neighbourhood…"
        disabled={isDisabled}
        {...fieldProps('description')}
      />
    </FormSection>
  );
}
