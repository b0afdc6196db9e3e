import type { TMlsOpenHouse } from '../mls-client';
import type { TOpenHouseSchema } from './open-house-schema';
import type { RetsHttp } from './rets-http';
import { parseSearchReply } from './search-reply';
import { fromServerDateTime } from './server-time';

export type TOpenHouseRequest = { searchUrl: string; schema: TOpenHouseSchema; listingKeys: string[]; batchSize: number; minutesEast: number };

/**
 * The open houses of many listings: one OpenHouse Search per batch of keys, `(ListingKey=k1,k2,…)`.
 * A batch the server cuts short (MAXROWS) is halved and asked again, which needs no Offset support;
 * one listing's reply is taken as it comes. Entries without readable start and end times are left out.
 */
export async function fetchOpenHouses(http: RetsHttp, request: TOpenHouseRequest): Promise<Map<string, TMlsOpenHouse[]>> {
  const byListing = new Map<string, TMlsOpenHouse[]>();
  const pending: string[][] = [];
  for (let start = 0; start < request.listingKeys.length; start += request.batchSize) {
    pending.push(request.listingKeys.slice(start, start + request.batchSize));
  }
  const { systemNames } = request.schema;
  while (pending.length > 0) {
    const keys = pending.pop() as string[];
    const reply = await http.get(request.searchUrl, {
      SearchType: request.schema.resource,
      Class: request.schema.className,
      QueryType: 'DMQL2',
      Query: `(${systemNames.ListingKey}=${keys.join(',')})`,
      Format: 'COMPACT-DECODED',
      Limit: 'NONE',
      StandardNames: '0',
    });
    const page = parseSearchReply(reply.body.toString('utf8'), reply.url);
    if (page.hasMoreRows && keys.length > 1) {
      const middle = Math.ceil(keys.length / 2);
      pending.push(keys.slice(0, middle), keys.slice(middle));
      continue;
    }
    for (const row of page.rows) {
      const listingKey = row[systemNames.ListingKey] ?? '';
      const startsAt = fromServerDateTime(row[systemNames.OpenHouseStartTime] ?? '', request.minutesEast);
      const endsAt = fromServerDateTime(row[systemNames.OpenHouseEndTime] ?? '', request.minutesEast);
      if (!startsAt || !endsAt) continue;
      const remarks = systemNames.OpenHouseRemarks ? (row[systemNames.OpenHouseRemarks] ?? '').trim() : '';
      const key = systemNames.OpenHouseKey ? (row[systemNames.OpenHouseKey] ?? '').trim() : '';
      const openHouses = byListing.get(listingKey) ?? [];
      openHouses.push({ key: key || null, startsAt, endsAt, remarks: remarks || null });
      byListing.set(listingKey, openHouses);
    }
  }
  for (const openHouses of byListing.values()) openHouses.sort((left, right) => left.startsAt.localeCompare(right.startsAt));
  return byListing;
}
