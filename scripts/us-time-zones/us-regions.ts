/** A box in degrees: south ≤ latitude ≤ north, west ≤ longitude ≤ east (never across 180°: split such a box in two). */
export type TRegion = { name: string; south: number; west: number; north: number; east: number };

/**
 * Every place a US listing can be (the states and territories of LISTING_STATES), as boxes with a margin of
 * 0.1–0.5° past their land: the US time-zone lookup answers exactly as tz-lookup inside them.
 */
export const US_REGIONS: TRegion[] = [
  // Cape Alava to West Quoddy Head; the Florida Keys and Dry Tortugas to Lake of the Woods' Northwest Angle.
  { name: 'the contiguous US', south: 24.3, west: -125, north: 49.6, east: -66.7 },
  // Amatignak Island to Point Barrow, the Aleutians east of 180° to the Panhandle's Portland Canal.
  { name: 'Alaska east of 180°', south: 51, west: -180, north: 71.6, east: -129.5 },
  // The Rat and Near Islands, to Attu.
  { name: 'the Aleutians west of 180°', south: 51, west: 172, north: 53.2, east: 180 },
  // Ka Lae to Kauaʻi, Niʻihau and Kaʻula.
  { name: 'Hawaii', south: 18.5, west: -160.8, north: 22.5, east: -154.5 },
  // Mona Island to St. Croix's Point Udall.
  { name: 'Puerto Rico and the US Virgin Islands', south: 17.5, west: -68.1, north: 18.7, east: -64.4 },
  // Guam to Farallon de Pájaros.
  { name: 'Guam and the Northern Mariana Islands', south: 13, west: 144.4, north: 20.8, east: 146.3 },
  // Tutuila and Manuʻa, Rose Atoll and Swains Island.
  { name: 'American Samoa', south: -14.8, west: -171.3, north: -10.8, east: -167.9 },
];
