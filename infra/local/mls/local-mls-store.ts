import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateListing, type TDdRecord } from './generate-listings';
import { withLocalMlsMembers } from './local-mls-members';
import { LOCAL_MLS_NAME } from './local-mls-constants';
import { seededRandom } from '../seeded-random';

export type TLocalMlsState = {
  seed: number;
  /** The instant the catalogue was generated; every generated time is relative to it. */
  generatedAt: string;
  /** The number the next new listing's key takes. */
  nextListingNumber: number;
  /** How many activity rounds ran; seeds the next one, so rounds differ but replay the same. */
  activityRounds: number;
  listings: TDdRecord[];
};

export type TLocalMlsStoreOptions = {
  dataDir: string;
  /** Only used when the data folder holds no catalogue yet. Default 3000. */
  listingCount?: number;
  seed?: number;
  /** When the catalogue is first generated. Default: now. */
  generatedAt?: Date;
  /**
   * The MLS every record says it comes from (OriginatingSystemName), which makes a listing one listing
   * across configurations (services/mls/ownership/mls-identity.ts). Default the local MLS's name; a test that wants
   * an MLS of its own, apart from the runtime's, names one.
   */
  originatingSystemName?: string;
};

/** The local MLS's listings, kept in `<dataDir>/local-mls.json` so activity survives restarts. */
export type TLocalMlsStore = {
  readonly file: string;
  /** Bumped on every change, so readers can cache what they derive. */
  readonly version: number;
  state(): Readonly<TLocalMlsState>;
  /**
   * Every listing as a plain Data Dictionary record with its Media and OpenHouse arrays (copies). Media
   * URLs are paths on the local MLS unless a base URL is given. This is what the RETS server serves.
   */
  listings(mediaBaseUrl?: string): Iterable<Record<string, unknown>>;
  /** Applies a change and writes it to disk before returning. */
  change<T>(mutate: (state: TLocalMlsState) => T): T;
};

export const DEFAULT_LOCAL_MLS_SEED = 512;
export const DEFAULT_LOCAL_MLS_LISTINGS = 3000;

export function openLocalMlsStore(options: TLocalMlsStoreOptions): TLocalMlsStore {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'local-mls.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TLocalMlsState) : null;
  const systemName = options.originatingSystemName ?? LOCAL_MLS_NAME;
  const withMembers = (from: TLocalMlsState): TLocalMlsState => ({
    ...from,
    listings: from.listings.map((listing) => withSystemName(withLocalMlsMembers(listing), systemName)),
  });
  let state: TLocalMlsState = withMembers(stored ?? generateState(options));
  if (!stored || state.listings.some((listing, index) => listing !== stored.listings[index])) persist(file, state);
  let version = 0;
  return {
    file,
    get version() {
      return version;
    },
    state: () => state,
    *listings(mediaBaseUrl = '') {
      for (const listing of state.listings) {
        yield {
          ...listing,
          Media: listing.Media.map((media) => ({ ...media, MediaURL: `${mediaBaseUrl}${String(media.MediaURL)}` })),
          OpenHouse: listing.OpenHouse.map((openHouse) => ({ ...openHouse })),
        };
      }
    },
    change(mutate) {
      const draft = structuredClone(state);
      const result = mutate(draft);
      state = withMembers(draft);
      persist(file, state);
      version++;
      return result;
    },
  };
}

/**
 * Every listing with its members (listings added by activity, and catalogues stored before members existed,
 * get theirs) and its MLS's name (the same record is returned when it already says it).
 */
const withSystemName = (listing: TDdRecord, name: string): TDdRecord =>
  listing.OriginatingSystemName === name ? listing : { ...listing, OriginatingSystemName: name };

function generateState(options: TLocalMlsStoreOptions): TLocalMlsState {
  const seed = options.seed ?? DEFAULT_LOCAL_MLS_SEED;
  const count = options.listingCount ?? DEFAULT_LOCAL_MLS_LISTINGS;
  const generatedAt = options.generatedAt ?? new Date();
  const random = seededRandom(seed);
  const listings = Array.from({ length: count }, (_, index) => generateListing(random, index + 1, generatedAt));
  return { seed, generatedAt: generatedAt.toISOString(), nextListingNumber: count + 1, activityRounds: 0, listings };
}

/** Written to a temporary file and renamed, so a crash never leaves half a catalogue. */
function persist(file: string, state: TLocalMlsState): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
