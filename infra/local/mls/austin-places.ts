/** Places, streets and offices of the Austin area the local MLS draws its listings from. */
export type TPlace = { city: string; county: string; postalCodes: readonly string[]; lat: number; lng: number; dollarsPerSqFt: number };

export const AUSTIN_AREA_PLACES: readonly TPlace[] = [
  { city: 'Austin', county: 'Travis', postalCodes: ['78701', '78702', '78703', '78704', '78705'], lat: 30.2672, lng: -97.7431, dollarsPerSqFt: 520 },
  { city: 'Austin', county: 'Travis', postalCodes: ['78721', '78722', '78723', '78741', '78744'], lat: 30.2549, lng: -97.7094, dollarsPerSqFt: 330 },
  { city: 'Austin', county: 'Travis', postalCodes: ['78731', '78746', '78757'], lat: 30.3427, lng: -97.7767, dollarsPerSqFt: 480 },
  { city: 'Austin', county: 'Travis', postalCodes: ['78745', '78748', '78749'], lat: 30.2031, lng: -97.8236, dollarsPerSqFt: 310 },
  { city: 'Austin', county: 'Travis', postalCodes: ['78727', '78729', '78750', '78759'], lat: 30.4262, lng: -97.7513, dollarsPerSqFt: 300 },
  { city: 'Round Rock', county: 'Williamson', postalCodes: ['78664', '78665', '78681'], lat: 30.5083, lng: -97.6789, dollarsPerSqFt: 235 },
  { city: 'Cedar Park', county: 'Williamson', postalCodes: ['78613'], lat: 30.5052, lng: -97.8203, dollarsPerSqFt: 245 },
  { city: 'Pflugerville', county: 'Travis', postalCodes: ['78660'], lat: 30.4394, lng: -97.62, dollarsPerSqFt: 215 },
  { city: 'Georgetown', county: 'Williamson', postalCodes: ['78626', '78628', '78633'], lat: 30.6333, lng: -97.6779, dollarsPerSqFt: 225 },
  { city: 'Leander', county: 'Williamson', postalCodes: ['78641'], lat: 30.5788, lng: -97.8531, dollarsPerSqFt: 215 },
  { city: 'Kyle', county: 'Hays', postalCodes: ['78640'], lat: 29.9891, lng: -97.8772, dollarsPerSqFt: 195 },
  { city: 'Buda', county: 'Hays', postalCodes: ['78610'], lat: 30.0852, lng: -97.8403, dollarsPerSqFt: 205 },
  { city: 'Lakeway', county: 'Travis', postalCodes: ['78734', '78738'], lat: 30.3638, lng: -97.9797, dollarsPerSqFt: 390 },
  { city: 'Manor', county: 'Travis', postalCodes: ['78653'], lat: 30.3405, lng: -97.5569, dollarsPerSqFt: 185 },
];

export const STREET_NAMES = [
  'Barton Springs', 'Congress', 'Lamar', 'Burnet', 'Guadalupe', 'Manchaca', 'Slaughter', 'Parmer', 'Anderson Mill', 'Brodie',
  'Oltorf', 'Riverside', 'Cesar Chavez', 'Windsor', 'Enfield', 'Koenig', 'Rundberg', 'Braker', 'Howard', 'Wells Branch',
  'Live Oak', 'Pecan', 'Bluebonnet', 'Mesquite', 'Cypress Creek', 'Hill Country', 'Limestone', 'Red Bud', 'Cardinal', 'Sage',
  'Mockingbird', 'Post Oak', 'Cedar Elm', 'Agarita', 'Lantana', 'Yaupon', 'Prairie Dawn', 'Canyon Ridge', 'Spicewood', 'Balcones',
] as const;
export const STREET_SUFFIXES = ['Dr', 'Ln', 'St', 'Trl', 'Cv', 'Blvd', 'Way', 'Ct', 'Pass', 'Rd'] as const;

export const LIST_OFFICES = [
  'Hill Country Realty', 'Lone Star Home Group', 'Capital City Properties', 'Bluebonnet Real Estate', 'Lady Bird Lake Realty',
  'Violet Crown Homes', 'Pecan Street Brokerage', 'Travis Heights Realty', 'Balcones Property Partners', 'Colorado River Realty',
] as const;

export const AGENT_FIRST_NAMES = ['Maria', 'James', 'Ana', 'Robert', 'Priya', 'David', 'Sofia', 'Michael', 'Grace', 'Luis', 'Emily', 'Daniel', 'Olivia', 'Marcus', 'Hannah'] as const;
export const AGENT_LAST_NAMES = ['Garcia', 'Nguyen', 'Johnson', 'Patel', 'Martinez', 'Williams', 'Chen', 'Hernandez', 'Brown', 'Lopez', 'Davis', 'Kim', 'Rivera', 'Wilson'] as const;

export const FEATURES = [
  'an updated kitchen with quartz counters', 'a shaded backyard with mature live oaks', 'a two-car garage', 'vaulted ceilings',
  'a screened porch', 'new HVAC', 'walkable access to parks and trails', 'a primary suite on the main floor', 'hill country views',
  'an open floor plan', 'energy-efficient windows', 'a dedicated home office', 'a community pool', 'easy access to MoPac and I-35',
] as const;

/**
 * The second catalogue: Honolulu (Hawaii, Pacific/Honolulu, no daylight saving), so an import carries
 * another state and time zone. Every tenth listing is placed here instead of the Austin area.
 */
export const HONOLULU_PLACES: readonly (TPlace & { state: string; timeZone: string })[] = [
  { city: 'Honolulu', county: 'Honolulu', postalCodes: ['96813', '96814', '96815', '96816'], lat: 21.3069, lng: -157.8583, dollarsPerSqFt: 780, state: 'HI', timeZone: 'Pacific/Honolulu' },
  { city: 'Kailua', county: 'Honolulu', postalCodes: ['96734'], lat: 21.4022, lng: -157.7394, dollarsPerSqFt: 950, state: 'HI', timeZone: 'Pacific/Honolulu' },
  { city: 'Kapolei', county: 'Honolulu', postalCodes: ['96707'], lat: 21.3358, lng: -158.0581, dollarsPerSqFt: 560, state: 'HI', timeZone: 'Pacific/Honolulu' },
];
