import { LISTING_STATES, LISTING_TITLE_MAX_LENGTH } from '@shared/constants/listing';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormSection, type TListingFields } from './form-section';

export function BasicInformationSection({ fieldProps, isDisabled }: TListingFields) {
  return (
    <FormSection id="basic-information" title="Basic Information">
      <TextField
        id="listing-title"
        label="Title (optional)"
        name="title"
        maxLength={LISTING_TITLE_MAX_LENGTH}
        placeholder="e.g. 3-bed condo in Downtown"
        hint="Shown on cards and in alerts. Left empty, the street address is the title."
        disabled={isDisabled}
        {...fieldProps('title')}
      />
      <TextField id="listing-address" label="Address" name="address" autoComplete="street-address" required disabled={isDisabled} {...fieldProps('address')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField id="listing-city" label="City" name="city" autoComplete="address-level2" required disabled={isDisabled} {...fieldProps('city')} />
        <SelectField
          id="listing-state"
          label="State"
          name="state"
          placeholder="Select a state"
          isRequired
          disabled={isDisabled}
          options={LISTING_STATES}
          {...fieldProps('state')}
        />
        <TextField
          id="listing-zip"
          label="ZIP Code"
          name="zipCode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          disabled={isDisabled}
          {...fieldProps('zipCode')}
        />
      </div>
    </FormSection>
  );
}
