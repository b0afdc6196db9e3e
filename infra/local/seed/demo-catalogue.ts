import type { TPropertyType } from '@shared/constants/listing';
import { seededRandom } from '../seeded-random';

const NEIGHBORHOODS = [
  { name: 'Downtown', lat: 30.2672, lng: -97.7431, zip: '78701', priceFactor: 1.5 },
  { name: 'South Congress', lat: 30.245, lng: -97.75, zip: '78704', priceFactor: 1.35 },
  { name: 'Zilker', lat: 30.262, lng: -97.773, zip: '78704', priceFactor: 1.6 },
  { name: 'East Austin', lat: 30.262, lng: -97.72, zip: '78702', priceFactor: 1.05 },
  { name: 'Hyde Park', lat: 30.305, lng: -97.728, zip: '78751', priceFactor: 1.2 },
  { name: 'Mueller', lat: 30.298, lng: -97.704, zip: '78723', priceFactor: 1.0 },
  { name: 'Travis Heights', lat: 30.248, lng: -97.742, zip: '78704', priceFactor: 1.45 },
  { name: 'Clarksville', lat: 30.28, lng: -97.76, zip: '78703', priceFactor: 1.7 },
  { name: 'Tarrytown', lat: 30.295, lng: -97.768, zip: '78703', priceFactor: 1.9 },
  { name: 'Allandale', lat: 30.34, lng: -97.745, zip: '78757', priceFactor: 1.1 },
  { name: 'Crestview', lat: 30.346, lng: -97.726, zip: '78757', priceFactor: 0.95 },
  { name: 'Bouldin Creek', lat: 30.253, lng: -97.756, zip: '78704', priceFactor: 1.4 },
  { name: 'North Loop', lat: 30.319, lng: -97.721, zip: '78751', priceFactor: 0.9 },
  { name: 'Windsor Park', lat: 30.312, lng: -97.69, zip: '78723', priceFactor: 0.8 },
  { name: 'Barton Hills', lat: 30.25, lng: -97.785, zip: '78704', priceFactor: 1.55 },
] as const;

const STREETS = [
  'Oak Hollow Dr',
  'Cedar Bend Ln',
  'Bluebonnet Ln',
  'Live Oak St',
  'Pecan Grove Rd',
  'Mesquite Trl',
  'Rio Grande St',
  'Red River St',
  'Lamar Blvd',
  'Enfield Rd',
  'Duval St',
  'Avenue F',
  'Elmwood Pl',
  'Sunset Ridge Dr',
  'Limestone Way',
  'Juniper Ct',
];

const TYPES: { type: TPropertyType; weight: number; label: string }[] = [
  { type: 'single-family', weight: 0.55, label: 'home' },
  { type: 'condo', weight: 0.2, label: 'condo' },
  { type: 'townhouse', weight: 0.17, label: 'townhouse' },
  { type: 'multi-family', weight: 0.08, label: 'duplex' },
];

const FEATURES = [
  "a chef's kitchen with quartz counters",
  'a shaded backyard with a live oak',
  'a screened porch',
  'new energy-efficient windows',
  'an open living and dining room',
  'a two-car garage',
  'original hardwood floors',
  'a rooftop deck with skyline views',
  'a primary suite with a walk-in closet',
  'a detached studio',
];

export type TDemoListing = {
  title: string;
  address: string;
  city: string;
  zipCode: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  propertyType: TPropertyType;
  description: string;
  coordinates: { lat: number; lng: number };
  pictureVariants: number[];
  /** Days from today of its open house (null: none scheduled). */
  openHouseInDays: number | null;
  openHouseStartHour: number;
};

/** Around 60 realistic Austin-area listings: varied neighbourhoods, prices, sizes and types. */
export function buildDemoCatalogue(count = 60): TDemoListing[] {
  const random = seededRandom(20260921);
  return Array.from({ length: count }, (_, i) => {
    const hood = NEIGHBORHOODS[i % NEIGHBORHOODS.length]!;
    const roll = random.next();
    let cumulative = 0;
    const kind = TYPES.find((t) => (cumulative += t.weight) >= roll) ?? TYPES[0]!;
    const bedrooms = kind.type === 'condo' ? 1 + Math.floor(random.next() * 3) : 2 + Math.floor(random.next() * 4);
    const bathrooms = Math.min(3, Math.max(1, Math.round((bedrooms * 0.75 + random.between(-0.5, 0.75)) * 2) / 2));
    const squareFeet = Math.round((550 + bedrooms * 420 + random.between(-150, 450)) / 10) * 10;
    const price = Math.round((squareFeet * random.between(150, 330) * hood.priceFactor) / 1000) * 1000;
    const street = random.pick(STREETS);
    const number = 100 + Math.floor(random.next() * 8900);
    const features = [random.pick(FEATURES), random.pick(FEATURES)].filter((f, j, all) => all.indexOf(f) === j);
    return {
      title: `${bedrooms}-bed ${kind.label} in ${hood.name}`,
      address: `${number} ${street}`,
      city: 'Austin',
      zipCode: hood.zip,
      price,
      bedrooms,
      bathrooms,
      squareFeet,
      propertyType: kind.type,
      description: `A ${squareFeet.toLocaleString('en-US')} sq ft ${kind.label} in ${hood.name} with ${features.join(' and ')}. Walk to local coffee, parks and the trail; quick access to downtown Austin.`,
      coordinates: { lat: Number((hood.lat + random.between(-0.012, 0.012)).toFixed(5)), lng: Number((hood.lng + random.between(-0.012, 0.012)).toFixed(5)) },
      pictureVariants: [i % 16, (i * 7 + 3) % 16, (i * 11 + 5) % 16].slice(0, 1 + (i % 3)),
      openHouseInDays: random.next() < 0.7 ? Math.floor(random.next() * 28) : null,
      openHouseStartHour: 10 + Math.floor(random.next() * 6),
    };
  });
}
