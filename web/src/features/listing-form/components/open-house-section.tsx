import { TextField } from '../../../components/ui/text-field';
import { FormSection, type TListingFields } from './form-section';

/** Optional; all three fields or none (the form names each missing one). */
export function OpenHouseSection({ values, errors, setValue, isDisabled }: TListingFields) {
  return (
    <FormSection
      id="open-house"
      title="Open House Schedule (optional)"
      description="To schedule an open house, fill in the date, the start time and the end time (all three), in the property's local time. Leave all three empty to skip it."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="open-house-date"
          label="Date"
          name="openHouseDate"
          type="date"
          disabled={isDisabled}
          value={values.openHouseDate}
          onValueChange={(v) => setValue('openHouseDate', v)}
          error={errors['openHouse.date']}
        />
        <TextField
          id="open-house-start"
          label="Start Time"
          name="openHouseStart"
          type="time"
          disabled={isDisabled}
          value={values.openHouseStart}
          onValueChange={(v) => setValue('openHouseStart', v)}
          error={errors['openHouse.startTime']}
        />
        <TextField
          id="open-house-end"
          label="End Time"
          name="openHouseEnd"
          type="time"
          disabled={isDisabled}
          value={values.openHouseEnd}
          onValueChange={(v) => setValue('openHouseEnd', v)}
          error={errors['openHouse.endTime']}
        />
      </div>
      {errors.openHouse && <p className="text-sm text-red-700">{errors.openHouse}</p>}
    </FormSection>
  );
}
