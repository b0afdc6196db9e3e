import type { TBounds } from '../../../components/map/lib/bounds';

/**
 * The US beyond the contiguous states, which the national view leaves out (fitting Alaska, Hawaii and the Pacific
 * territories in one view would shrink the lower 48 to a strip, and the Aleutians cross the antimeridian): the map
 * offers each in its Region picker, which fits it. Boxes from the us-atlas state shapes the map draws (Alaska's west of 180°).
 */
export const US_REGIONS: readonly { name: string; bbox: TBounds }[] = [
  { name: 'Alaska', bbox: [-179.2, 51.2, -129.9, 71.5] },
  { name: 'Hawaii', bbox: [-160.3, 18.9, -154.8, 22.3] },
  { name: 'Puerto Rico', bbox: [-67.3, 17.9, -65.2, 18.6] },
  { name: 'U.S. Virgin Islands', bbox: [-65.1, 17.6, -64.5, 18.45] },
  { name: 'Guam', bbox: [144.6, 13.2, 145.0, 13.7] },
  { name: 'Northern Mariana Islands', bbox: [145.1, 14.1, 146.1, 20.6] },
  { name: 'American Samoa', bbox: [-171.1, -14.6, -168.1, -11.0] },
];
