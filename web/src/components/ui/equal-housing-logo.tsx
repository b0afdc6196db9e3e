import clsx from 'clsx';
import { EQUAL_HOUSING_ALT } from '@shared/constants/fair-housing';

/** HUD's Equal Housing Opportunity mark: a house with an equals sign, drawn in the current text colour. */
export function EqualHousingLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={EQUAL_HOUSING_ALT} className={clsx('size-8 shrink-0', className)} fill="currentColor">
      <title>{EQUAL_HOUSING_ALT}</title>
      {/* Roof and walls as one outline (even-odd leaves the inside open), then the two bars of the equals sign. */}
      <path fillRule="evenodd" d="M24 3 2 17v6h4v22h36V23h4v-6L24 3Zm0 5.2L40 18.4V41H8V18.4L24 8.2Z" />
      <rect x="15" y="22" width="18" height="4" />
      <rect x="15" y="30" width="18" height="4" />
    </svg>
  );
}
