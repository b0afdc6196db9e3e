import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { TLatLng } from '../../../lib/geo';

export type TPinPickerProps = {
  /** Where the pin stands; none: the map shows the country and a click places it. */
  position: TLatLng | null;
  onPlace: (position: TLatLng) => void;
  label: string;
  isDisabled?: boolean;
};

/** MapLibre loads only when a form shows this map, in its own chunk (the form's chunk does not carry it). */
const MapLibrePinPicker = lazy(() => import('./maplibre-pin-picker'));

class PinPickerErrorBoundary extends Component<{ label: string; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <PinPickerUnavailable label={this.props.label} /> : this.props.children;
  }
}

/** In place of the map when its code did not load or MapLibre could not start (no WebGL). */
export function PinPickerUnavailable({ label }: { label: string }) {
  return (
    <div role="region" aria-label={label} className="flex h-full items-center justify-center bg-slate-100 p-4 text-center text-sm text-slate-700">
      The map could not start in this browser. The listing is placed from its address.
    </div>
  );
}

/** A small map with one movable pin (the listing form's location). */
export function PinPicker(props: TPinPickerProps) {
  return (
    <PinPickerErrorBoundary label={props.label}>
      <Suspense fallback={<div role="region" aria-label={props.label} aria-busy="true" className="h-full w-full animate-pulse bg-[#f4f1e8]" />}>
        <MapLibrePinPicker {...props} />
      </Suspense>
    </PinPickerErrorBoundary>
  );
}
