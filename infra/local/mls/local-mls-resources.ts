import type { TDdRecord } from './generate-listings';
import { buildMetadataXml } from './local-mls-metadata';
import { localMlsRoster, type TLocalMlsRoster } from './local-mls-roster';
import type { TLocalMlsStore } from './local-mls-store';

type TRecord = Record<string, unknown>;

/**
 * The Property, OpenHouse, Member and Office collections as the server answers them, derived from the store
 * once per store version (sorting and flattening thousands of records on every request would dominate a sync).
 */
export function createLocalMlsResources(store: TLocalMlsStore) {
  let cachedVersion = -1;
  let properties: TDdRecord[] = [];
  let openHouses: TRecord[] = [];
  let byKey = new Map<string, TDdRecord>();
  let roster: TLocalMlsRoster = { members: [], offices: [] };
  const refresh = () => {
    if (cachedVersion === store.version) return;
    properties = store
      .state()
      .listings.slice()
      .sort((a, b) => a.ListingKey.localeCompare(b.ListingKey));
    openHouses = properties.flatMap((listing) => listing.OpenHouse);
    byKey = new Map(properties.map((listing) => [listing.ListingKey, listing]));
    roster = localMlsRoster(properties, store.state().generatedAt);
    cachedVersion = store.version;
  };
  return {
    properties(): readonly TRecord[] {
      refresh();
      return properties;
    },
    openHouses(): readonly TRecord[] {
      refresh();
      return openHouses;
    },
    members(): readonly TRecord[] {
      refresh();
      return roster.members;
    },
    offices(): readonly TRecord[] {
      refresh();
      return roster.offices;
    },
    listing(key: string): TDdRecord | undefined {
      refresh();
      return byKey.get(key);
    },
    metadataXml(): string {
      refresh();
      const sample = properties.find((listing) => listing.Media.length > 0 && listing.OpenHouse.length > 0) ?? properties[0];
      const { Media: media = [], OpenHouse: openHouse = [], ...property } = sample ?? ({} as Partial<TDdRecord>);
      return buildMetadataXml({
        property,
        media: media[0] ?? {},
        openHouse: openHouse[0] ?? {},
        member: roster.members[0] ?? {},
        office: roster.offices[0] ?? {},
      });
    },
  };
}

/** Shapes a Property for an answer: Media (with absolute URLs) and OpenHouse only when expanded. */
export function shapeProperty(record: TRecord, expand: Set<string>, baseUrl: string): TRecord {
  const { Media: media, OpenHouse: openHouse, ...fields } = record as TDdRecord;
  const shaped: TRecord = { ...fields };
  if (expand.has('Media')) shaped.Media = media.map((item) => ({ ...item, MediaURL: `${baseUrl}${String(item.MediaURL)}` }));
  if (expand.has('OpenHouse')) shaped.OpenHouse = openHouse;
  return shaped;
}
