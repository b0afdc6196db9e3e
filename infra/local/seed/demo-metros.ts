import type { TAssociationFeeFrequency, TPropertyType } from '@shared/constants/listing';
import type { TNewAccount } from '../../../functions/src/services/auth/create-account';
import { seededRandom } from '../seeded-random';

/**
 * Demo listings beyond Austin (issue 24): a few homes with upcoming open houses in metros across the
 * country and its time zones, so the national map, location search and the zones have something real to
 * show. The demo accounts stay in Austin; these belong to agents of their own.
 */
export const METRO_AGENTS: (TNewAccount & { metros: string[] })[] = [
  {
    role: 'AGENT',
    displayName: 'Dana Whitfield',
    email: 'dana.whitfield@demo.openhouse.market',
    password: 'demo-dana-2026',
    phone: '(303) 555-0118',
    licenseNumber: 'CO-FA100048213',
    brokerageName: 'Mile High & Desert Homes',
    consents: { terms: true, marketing: false },
    metros: ['Denver', 'Phoenix'],
  },
  {
    role: 'AGENT',
    displayName: 'Marcus Bell',
    email: 'marcus.bell@demo.openhouse.market',
    password: 'demo-marcus-2026',
    phone: '(404) 555-0163',
    licenseNumber: 'GA-389912',
    brokerageName: 'Peach & Palm Realty',
    consents: { terms: true, marketing: false },
    metros: ['Atlanta', 'Miami'],
  },
  {
    role: 'AGENT',
    displayName: 'Priya Natarajan',
    email: 'priya.natarajan@demo.openhouse.market',
    password: 'demo-priya-2026',
    phone: '(206) 555-0127',
    licenseNumber: 'WA-24051877',
    brokerageName: 'Cascade & Lakes Realty',
    consents: { terms: true, marketing: false },
    metros: ['Seattle', 'Chicago'],
  },
  {
    role: 'AGENT',
    displayName: 'Kalani Akana',
    email: 'kalani.akana@demo.openhouse.market',
    password: 'demo-kalani-2026',
    phone: '(808) 555-0139',
    licenseNumber: 'HI-RS-81234',
    brokerageName: 'Pacific North Realty',
    consents: { terms: true, marketing: false },
    metros: ['Honolulu', 'Anchorage'],
  },
];

type THomeKind = { type: TPropertyType; label: string; hoa?: { fee: number; frequency: TAssociationFeeFrequency } };
type TMetroNeighborhood = { name: string; lat: number; lng: number; zip: string; streets: string[] };
type TDemoMetro = { city: string; state: string; pricePerSqFt: number; kinds: THomeKind[]; neighborhoods: TMetroNeighborhood[]; nearby: string };

const HOUSE: THomeKind = { type: 'single-family', label: 'home' };

const METROS: TDemoMetro[] = [
  {
    city: 'Denver',
    state: 'CO',
    pricePerSqFt: 330,
    nearby: 'light rail, City Park and the Cherry Creek trail',
    kinds: [
      HOUSE,
      { type: 'townhouse', label: 'townhouse', hoa: { fee: 240, frequency: 'monthly' } },
      HOUSE,
      { type: 'condo', label: 'condo', hoa: { fee: 410, frequency: 'monthly' } },
    ],
    neighborhoods: [
      { name: 'Highlands', lat: 39.7621, lng: -105.0111, zip: '80211', streets: ['Lowell Blvd', 'W 32nd Ave', 'Clay St'] },
      { name: 'Washington Park', lat: 39.7006, lng: -104.9707, zip: '80209', streets: ['S Franklin St', 'E Tennessee Ave', 'S Marion St'] },
      { name: 'Park Hill', lat: 39.7506, lng: -104.9253, zip: '80207', streets: ['Forest St', 'E 23rd Ave', 'Dahlia St'] },
      { name: 'LoDo', lat: 39.7527, lng: -104.9999, zip: '80202', streets: ['Wynkoop St', 'Wazee St', '16th St'] },
    ],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    pricePerSqFt: 280,
    nearby: 'the Camelback corridor, hiking trails and light rail',
    kinds: [HOUSE, HOUSE, { type: 'condo', label: 'condo', hoa: { fee: 320, frequency: 'monthly' } }, { type: 'land', label: 'lot' }],
    neighborhoods: [
      { name: 'Arcadia', lat: 33.5006, lng: -111.9813, zip: '85018', streets: ['E Calle Del Norte', 'N 56th St', 'E Exeter Blvd'] },
      { name: 'Willo', lat: 33.4683, lng: -112.0804, zip: '85003', streets: ['W Palm Ln', 'N 3rd Ave', 'W Holly St'] },
      { name: 'Biltmore', lat: 33.5097, lng: -112.0268, zip: '85016', streets: ['E Camelback Rd', 'N 24th St', 'E Colter St'] },
      { name: 'Desert Ridge', lat: 33.6772, lng: -111.9728, zip: '85050', streets: ['E Deer Valley Dr', 'N Tatum Blvd', 'E Rose Garden Ln'] },
    ],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    pricePerSqFt: 250,
    nearby: 'the BeltLine, Piedmont Park and MARTA',
    kinds: [
      HOUSE,
      { type: 'townhouse', label: 'townhouse', hoa: { fee: 180, frequency: 'monthly' } },
      HOUSE,
      { type: 'condo', label: 'condo', hoa: { fee: 450, frequency: 'monthly' } },
    ],
    neighborhoods: [
      { name: 'Inman Park', lat: 33.7573, lng: -84.3527, zip: '30307', streets: ['Euclid Ave', 'Elizabeth St', 'Hurt St'] },
      { name: 'Grant Park', lat: 33.7372, lng: -84.3706, zip: '30315', streets: ['Cherokee Ave', 'Ormond St', 'Berne St'] },
      { name: 'Kirkwood', lat: 33.7519, lng: -84.3183, zip: '30317', streets: ['Hosea L Williams Dr', 'Warren St', 'Howard St'] },
      { name: 'Midtown', lat: 33.7815, lng: -84.3837, zip: '30309', streets: ['Peachtree St NE', '10th St NE', 'Juniper St NE'] },
    ],
  },
  {
    city: 'Miami',
    state: 'FL',
    pricePerSqFt: 520,
    nearby: "Biscayne Bay, the Underline and Coconut Grove's cafés",
    kinds: [
      { type: 'condo', label: 'condo', hoa: { fee: 780, frequency: 'monthly' } },
      HOUSE,
      { type: 'townhouse', label: 'townhouse', hoa: { fee: 350, frequency: 'monthly' } },
      HOUSE,
    ],
    neighborhoods: [
      { name: 'Brickell', lat: 25.7617, lng: -80.1918, zip: '33131', streets: ['Brickell Ave', 'SW 8th St', 'Brickell Bay Dr'] },
      { name: 'Coconut Grove', lat: 25.7126, lng: -80.257, zip: '33133', streets: ['Main Hwy', 'Tigertail Ave', 'Bayshore Dr'] },
      { name: 'Little River', lat: 25.8462, lng: -80.1889, zip: '33138', streets: ['NE 79th St', 'NE 4th Ct', 'NE 2nd Ave'] },
      { name: 'Coral Way', lat: 25.7503, lng: -80.2392, zip: '33145', streets: ['SW 22nd St', 'SW 17th Ave', 'SW 27th Ave'] },
    ],
  },
  {
    city: 'Seattle',
    state: 'WA',
    pricePerSqFt: 560,
    nearby: 'Green Lake, the Burke-Gilman trail and Link light rail',
    kinds: [HOUSE, { type: 'townhouse', label: 'townhouse' }, { type: 'condo', label: 'condo', hoa: { fee: 520, frequency: 'monthly' } }, HOUSE],
    neighborhoods: [
      { name: 'Ballard', lat: 47.6687, lng: -122.3849, zip: '98107', streets: ['NW 65th St', '24th Ave NW', 'NW Market St'] },
      { name: 'Capitol Hill', lat: 47.6253, lng: -122.3222, zip: '98102', streets: ['E Aloha St', '15th Ave E', 'Bellevue Ave E'] },
      { name: 'Wallingford', lat: 47.6615, lng: -122.3345, zip: '98103', streets: ['N 45th St', 'Meridian Ave N', 'Burke Ave N'] },
      { name: 'Columbia City', lat: 47.5596, lng: -122.2866, zip: '98118', streets: ['Rainier Ave S', 'S Ferdinand St', '37th Ave S'] },
    ],
  },
  {
    city: 'Chicago',
    state: 'IL',
    pricePerSqFt: 270,
    nearby: 'the L, the lakefront trail and neighbourhood parks',
    kinds: [
      { type: 'condo', label: 'condo', hoa: { fee: 390, frequency: 'monthly' } },
      { type: 'multi-family', label: 'two-flat' },
      HOUSE,
      { type: 'townhouse', label: 'townhouse', hoa: { fee: 260, frequency: 'monthly' } },
    ],
    neighborhoods: [
      { name: 'Lincoln Park', lat: 41.9214, lng: -87.6513, zip: '60614', streets: ['N Halsted St', 'W Armitage Ave', 'N Orchard St'] },
      { name: 'Logan Square', lat: 41.9231, lng: -87.7093, zip: '60647', streets: ['N Kedzie Blvd', 'W Fullerton Ave', 'N Spaulding Ave'] },
      { name: 'Hyde Park', lat: 41.7943, lng: -87.5907, zip: '60615', streets: ['S Kimbark Ave', 'E 55th St', 'S Dorchester Ave'] },
      { name: 'Andersonville', lat: 41.9802, lng: -87.6686, zip: '60640', streets: ['N Clark St', 'W Berwyn Ave', 'N Paulina St'] },
    ],
  },
  {
    city: 'Honolulu',
    state: 'HI',
    pricePerSqFt: 780,
    nearby: 'the beach, Ala Moana and the Diamond Head trails',
    kinds: [
      { type: 'condo', label: 'condo', hoa: { fee: 890, frequency: 'monthly' } },
      HOUSE,
      { type: 'condo', label: 'condo', hoa: { fee: 640, frequency: 'monthly' } },
      { type: 'townhouse', label: 'townhouse', hoa: { fee: 420, frequency: 'monthly' } },
    ],
    neighborhoods: [
      { name: 'Waikiki', lat: 21.2793, lng: -157.8292, zip: '96815', streets: ['Kuhio Ave', 'Ala Wai Blvd', 'Kalakaua Ave'] },
      { name: 'Manoa', lat: 21.3129, lng: -157.8094, zip: '96822', streets: ['Oahu Ave', 'Manoa Rd', 'Lowrey Ave'] },
      { name: 'Kaimuki', lat: 21.2826, lng: -157.7996, zip: '96816', streets: ['Waialae Ave', 'Koko Head Ave', 'Harding Ave'] },
      { name: 'Kakaako', lat: 21.2969, lng: -157.8583, zip: '96813', streets: ['Auahi St', 'Queen St', 'Ward Ave'] },
    ],
  },
  {
    city: 'Anchorage',
    state: 'AK',
    pricePerSqFt: 240,
    nearby: 'the Coastal Trail, Chugach State Park and midtown',
    kinds: [HOUSE, HOUSE, { type: 'condo', label: 'condo', hoa: { fee: 300, frequency: 'monthly' } }, { type: 'land', label: 'lot' }],
    neighborhoods: [
      { name: 'Turnagain', lat: 61.1933, lng: -149.9342, zip: '99517', streets: ['Turnagain Pkwy', 'W 35th Ave', 'Iliamna Ave'] },
      { name: 'Bayshore', lat: 61.1257, lng: -149.9386, zip: '99515', streets: ['Bayshore Dr', 'W 100th Ave', 'Klatt Rd'] },
      { name: 'South Addition', lat: 61.2096, lng: -149.8914, zip: '99501', streets: ['W 11th Ave', 'G St', 'W 15th Ave'] },
      { name: 'Hillside', lat: 61.1232, lng: -149.7657, zip: '99516', streets: ['Hillside Dr', 'E 104th Ave', 'Rabbit Creek Rd'] },
    ],
  },
];

export type TMetroListing = {
  /** Which METRO_AGENTS entry lists it. */
  agentEmail: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  price: number;
  bedrooms: number;
  bathroomsFull: number;
  bathroomsHalf: number;
  squareFeet: number;
  propertyType: TPropertyType;
  lotSizeSquareFeet: number | null;
  yearBuilt: number | null;
  associationFee: number | null;
  associationFeeFrequency: TAssociationFeeFrequency | null;
  subdivisionName: string | null;
  description: string;
  coordinates: { lat: number; lng: number };
  pictureVariant: number;
  /** Days from today (in the listing's own zone) of its open house; every one has one. */
  openHouseInDays: number;
  openHouseStartHour: number;
};

/** Four listings in each of eight metros (32), each with an open house from tomorrow to two weeks out (local days), the first of each metro within three days. */
export function buildMetroCatalogue(): TMetroListing[] {
  const random = seededRandom(20261126);
  return METROS.flatMap((metro) =>
    metro.neighborhoods.map((hood, i) => {
      const kind = metro.kinds[i % metro.kinds.length]!;
      const agent = METRO_AGENTS.find((a) => a.metros.includes(metro.city))!;
      const isLand = kind.type === 'land';
      const bedrooms = isLand ? 0 : kind.type === 'condo' ? random.int(0, 2) : random.int(2, 5);
      const bathroomsFull = isLand ? 0 : Math.max(1, Math.min(bedrooms, random.int(1, 3)));
      const bathroomsHalf = isLand || kind.type === 'condo' ? 0 : random.int(0, 1);
      const squareFeet = isLand ? 0 : Math.round((480 + Math.max(bedrooms, 1) * 430 + random.between(-100, 500)) / 10) * 10;
      const lotSizeSquareFeet = isLand ? random.int(6, 40) * 1000 : kind.type === 'condo' ? null : random.int(30, 120) * 100;
      const price = isLand
        ? Math.round((lotSizeSquareFeet! * metro.pricePerSqFt * 0.12) / 1000) * 1000
        : Math.round((squareFeet * metro.pricePerSqFt * random.between(0.85, 1.25)) / 1000) * 1000;
      const label = isLand ? `${(lotSizeSquareFeet! / 43_560).toFixed(2)}-acre lot` : bedrooms === 0 ? `studio ${kind.label}` : `${bedrooms}-bed ${kind.label}`;
      return {
        agentEmail: agent.email,
        title: `${label[0]!.toUpperCase()}${label.slice(1)} in ${hood.name}`,
        address: `${random.int(100, 4999)} ${random.pick(hood.streets)}${kind.type === 'condo' ? ` #${random.int(2, 28)}${random.pick(['01', '04', '07', '12'])}` : ''}`,
        city: metro.city,
        state: metro.state,
        zipCode: hood.zip,
        price,
        bedrooms,
        bathroomsFull,
        bathroomsHalf,
        squareFeet,
        propertyType: kind.type,
        lotSizeSquareFeet,
        yearBuilt: isLand ? null : random.int(1915, 2024),
        associationFee: kind.hoa?.fee ?? null,
        associationFeeFrequency: kind.hoa?.frequency ?? null,
        subdivisionName: isLand || kind.type === 'single-family' ? hood.name : null,
        description: isLand
          ? `A buildable ${label} in ${hood.name}, ${metro.city}, with utilities at the street. Close to ${metro.nearby}.`
          : `A ${squareFeet.toLocaleString('en-US')} sq ft ${kind.label} in ${hood.name}, ${metro.city}. Close to ${metro.nearby}.`,
        coordinates: { lat: Number((hood.lat + random.between(-0.006, 0.006)).toFixed(5)), lng: Number((hood.lng + random.between(-0.006, 0.006)).toFixed(5)) },
        pictureVariant: random.int(0, 15),
        openHouseInDays: i === 0 ? random.int(1, 3) : random.int(1, 13),
        openHouseStartHour: 10 + random.int(0, 5),
      };
    }),
  );
}
