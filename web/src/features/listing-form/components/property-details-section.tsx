import { ASSOCIATION_FEE_FREQUENCIES, MARKET_STATUSES, MAX_BATHROOMS, MAX_BEDROOMS, PROPERTY_TYPES, isLandType } from '@shared/constants/listing';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { bedroomsLabel } from '../../../lib/format';
import { FormSection, type TListingFields } from './form-section';

const counts = (from: number, to: number, label: (n: number) => string = String) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: label(from + i) }));
/** The data's whole range (a studio to 99), not the browse filter's buckets. */
const BEDROOMS = counts(0, MAX_BEDROOMS, bedroomsLabel);
const FULL_BATHS = counts(0, MAX_BATHROOMS);
const HALF_BATHS = counts(0, MAX_BATHROOMS);
const LOT_UNITS = [
  { value: 'sqft', label: 'sq ft' },
  { value: 'acres', label: 'acres' },
] as const;

/** Rooms, size, price, type and market status; land has no rooms to give, so it asks for its lot instead. */
export function PropertyDetailsSection({ values, errors, setValue, fieldProps, isDisabled }: TListingFields) {
  const isLand = isLandType(values.propertyType);
  return (
    <FormSection id="property-details" title="Property Details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id="listing-type"
          label="Property Type"
          name="propertyType"
          placeholder="Select a type"
          isRequired
          disabled={isDisabled}
          options={PROPERTY_TYPES}
          {...fieldProps('propertyType')}
        />
        <SelectField
          id="listing-market-status"
          label="Status"
          name="marketStatus"
          disabled={isDisabled}
          options={MARKET_STATUSES}
          {...fieldProps('marketStatus')}
        />
      </div>
      {!isLand && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
          <SelectField id="listing-bedrooms" label="Bedrooms" name="bedrooms" disabled={isDisabled} options={BEDROOMS} {...fieldProps('bedrooms')} />
          <SelectField
            id="listing-bathrooms-full"
            label="Full Baths"
            name="bathroomsFull"
            disabled={isDisabled}
            options={FULL_BATHS}
            {...fieldProps('bathroomsFull')}
          />
          <SelectField
            id="listing-bathrooms-half"
            label="Half Baths"
            name="bathroomsHalf"
            disabled={isDisabled}
            options={HALF_BATHS}
            {...fieldProps('bathroomsHalf')}
          />
          <TextField id="listing-square-feet" label="Square Feet" name="squareFeet" inputMode="numeric" disabled={isDisabled} {...fieldProps('squareFeet')} />
        </div>
      )}
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
          {...fieldProps('price')}
        />
        <div className="grid grid-cols-[1fr_auto] items-start gap-2">
          <TextField
            id="listing-lot-size"
            label="Lot Size"
            name="lotSize"
            inputMode="decimal"
            disabled={isDisabled}
            value={values.lotSize}
            onValueChange={(v) => setValue('lotSize', v)}
            error={errors.lotSizeSquareFeet ?? errors.lotSizeAcres}
          />
          <SelectField
            id="listing-lot-unit"
            label="Unit"
            name="lotSizeUnit"
            disabled={isDisabled}
            value={values.lotSizeUnit}
            options={LOT_UNITS}
            onValueChange={(v) => setValue('lotSizeUnit', v)}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField id="listing-year-built" label="Year Built" name="yearBuilt" inputMode="numeric" disabled={isDisabled} {...fieldProps('yearBuilt')} />
        <div className="grid grid-cols-[1fr_auto] items-start gap-2 sm:col-span-2">
          <TextField
            id="listing-hoa-fee"
            label="HOA Fee"
            name="associationFee"
            inputMode="numeric"
            hint="Whole US dollars; blank if none."
            disabled={isDisabled}
            {...fieldProps('associationFee')}
          />
          <SelectField
            id="listing-hoa-frequency"
            label="Due"
            name="associationFeeFrequency"
            disabled={isDisabled}
            value={values.associationFeeFrequency}
            options={ASSOCIATION_FEE_FREQUENCIES}
            onValueChange={(v) => setValue('associationFeeFrequency', v)}
          />
        </div>
      </div>
      <TextField id="listing-subdivision" label="Subdivision" name="subdivisionName" disabled={isDisabled} {...fieldProps('subdivisionName')} />
    </FormSection>
  );
}
