import { MlsError } from '../mls-client';

/** The Data Dictionary fields of an open house this client reads. */
const OPEN_HOUSE_FIELDS = ['OpenHouseKey', 'ListingKey', 'OpenHouseStartTime', 'OpenHouseEndTime', 'OpenHouseRemarks'] as const;

export type TOpenHouseFieldName = (typeof OPEN_HOUSE_FIELDS)[number];

export type TOpenHouseFieldOverrides = Partial<Record<TOpenHouseFieldName, string>>;

/** Where open houses live and what their fields are called; `ListingKey` links them to the listing. */
export type TOpenHouseSchema = {
  resource: string;
  className: string;
  systemNames: Partial<Record<TOpenHouseFieldName, string>> & Record<'ListingKey' | 'OpenHouseStartTime' | 'OpenHouseEndTime', string>;
};

type TRows = Record<string, string>[];

/** The OpenHouse resource row, by StandardName or ResourceID; null when the server has none. */
export function findOpenHouseResource(resources: TRows): Record<string, string> | null {
  return resources.find((row) => (row.StandardName ?? '').trim() === 'OpenHouse') ?? resources.find((row) => row.ResourceID === 'OpenHouse') ?? null;
}

/**
 * Maps the open-house fields (override, StandardName, then SystemName equal to the Data Dictionary
 * name). Null when the link to the listing or the start and end times cannot be found: such a server's
 * open houses are not read.
 */
export function resolveOpenHouseSchema(
  resource: Record<string, string>,
  className: string,
  table: TRows,
  overrides: TOpenHouseFieldOverrides = {},
): TOpenHouseSchema | null {
  const systemNames: Partial<Record<TOpenHouseFieldName, string>> = {};
  for (const name of OPEN_HOUSE_FIELDS) {
    const found =
      overrides[name] ??
      table.find((row) => (row.StandardName ?? '').trim() === name)?.SystemName ??
      table.find((row) => (row.SystemName ?? '').toLowerCase() === name.toLowerCase())?.SystemName;
    if (found) systemNames[name] = found;
  }
  systemNames.OpenHouseKey ??= resource.KeyField || undefined;
  const { ListingKey, OpenHouseStartTime, OpenHouseEndTime } = systemNames;
  if (!ListingKey || !OpenHouseStartTime || !OpenHouseEndTime) return null;
  if (!resource.ResourceID) throw new MlsError('The RETS metadata lists an OpenHouse resource without a ResourceID');
  return { resource: resource.ResourceID, className, systemNames: { ...systemNames, ListingKey, OpenHouseStartTime, OpenHouseEndTime } };
}
