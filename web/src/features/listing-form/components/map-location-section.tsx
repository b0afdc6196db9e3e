import { PinPicker } from '../../../components/map/pin-picker/pin-picker';
import { Button } from '../../../components/ui/button';
import { LOCATION_TEXTS, locationText, pinPosition, type TPinChange, type TSavedLocation } from '../lib/listing-location';
import { FormSection } from './form-section';

type TMapLocationSectionProps = {
  saved: TSavedLocation;
  change: TPinChange;
  onChange: (change: TPinChange) => void;
  address: { zipCode: string; city: string };
  isNew: boolean;
  isDisabled: boolean;
};

/** Where buyers find the listing on the map: the position saved (and how exact), a small map to move the pin. */
export function MapLocationSection({ saved, change, onChange, address, isNew, isDisabled }: TMapLocationSectionProps) {
  const canReset = change.kind === 'moved' || (change.kind === 'unchanged' && saved.precision === 'pin');
  return (
    <FormSection id="map-location" title={LOCATION_TEXTS.title}>
      <p role="status" className="text-sm text-slate-700">
        {locationText(saved, change, address, isNew)}
      </p>
      <div className="h-56 overflow-hidden rounded-md border border-slate-200 sm:h-72">
        <PinPicker
          position={pinPosition(saved, change)}
          onPlace={(at) => onChange({ kind: 'moved', at })}
          label={LOCATION_TEXTS.mapLabel}
          isDisabled={isDisabled}
        />
      </div>
      {canReset && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isDisabled}
          onClick={() => onChange({ kind: !isNew && saved.precision === 'pin' ? 'reset' : 'unchanged' })}
        >
          {LOCATION_TEXTS.useAddress}
        </Button>
      )}
    </FormSection>
  );
}
