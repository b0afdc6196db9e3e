import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, PROPERTY_TYPES } from '@shared/constants/listing';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormSection, type TListingFields } from './form-section';

const asTextOptions = (options: readonly { value: number; label: string }[]) => options.map(({ value, label }) => ({ value: String(value), label }));
const BEDROOMS = asTextOptions(BEDROOM_OPTIONS);
const BATHROOMS = asTextOptions(BATHROOM_OPTIONS);

export function PropertyDetailsSection({ values, errors, setValue, isDisabled }: TListingFields) {
  return (
    <FormSection id="property-details" title="Property Details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField id="listing-bedrooms" label="Bedrooms" name="bedrooms" disabled={isDisabled} value={values.bedrooms} options={BEDROOMS} onValueChange={(v) => setValue('bedrooms', v)} error={errors.bedrooms} />
        <SelectField id="listing-bathrooms" label="Bathrooms" name="bathrooms" disabled={isDisabled} value={values.bathrooms} options={BATHROOMS} onValueChange={(v) => setValue('bathrooms', v)} error={errors.bathrooms} />
        <TextField id="listing-square-feet" label="Square Feet" name="squareFeet" inputMode="numeric" disabled={isDisabled} value={values.squareFeet} onValueChange={(v) => setValue('squareFeet', v)} error={errors.squareFeet} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="listing-price"
          label="Listing Price"
          name="price"
          inputMode="numeric"
          placeholder="450000"
          hint="Whole US dollars."
          required
          disabled={isDisabled}
          value={values.price}
          onValueChange={(v) => setValue('price', v)}
          error={errors.price}
        />
        <SelectField id="listing-type" label="Property Type" name="propertyType" placeholder="Select a type" isRequired disabled={isDisabled} value={values.propertyType} options={PROPERTY_TYPES} onValueChange={(v) => setValue('propertyType', v)} error={errors.propertyType} />
      </div>
    </FormSection>
  );
}
