import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { TPropertyRecord } from '../../data/property-records';
import { toEpochSeconds } from '../../data/table';
import { recordView } from '../../data/view-repository';
import type { TDeps } from '../deps';

export type TViewer = { ipHash: string; userAgent: string };

/** A viewer counts once per listing per window: reloads are not new views. */
const DEDUPE_WINDOW_SECONDS = 30 * 60;
/** Raw view rows are kept this long (counters keep the totals). */
const RETAIN_VIEWS_SECONDS = 90 * 24 * 3600;

/** Views this container has already recorded, so a repeat costs no table write at all. */
const recentlyRecorded = new Set<string>();
const MAX_REMEMBERED = 20_000;

/**
 * Records a view of an active listing: timestamp, user agent and the viewer's salted IP hash (never the IP).
 * 1. skip a viewer this container already counted in the current window
 * 2. write the view with the listing's and the agent's counters, guarded by a per-window dedupe item
 */
export async function recordPropertyView(deps: TDeps, property: TPropertyRecord, viewer: TViewer): Promise<boolean> {
  const now = deps.clock.now();
  const windowStart = Math.floor(toEpochSeconds(now) / DEDUPE_WINDOW_SECONDS) * DEDUPE_WINDOW_SECONDS;
  const viewerKey = createHash('sha256').update(`${viewer.ipHash}|${viewer.userAgent}`).digest('base64url').slice(0, 22);
  const memoryKey = `${property.id}|${viewerKey}|${windowStart}`;
  if (recentlyRecorded.has(memoryKey)) return false;
  if (recentlyRecorded.size >= MAX_REMEMBERED) recentlyRecorded.clear();
  recentlyRecorded.add(memoryKey);
  return recordView(
    deps.db,
    {
      id: ulid(),
      listingId: property.id,
      agentId: property.userId,
      viewedAt: now.toISOString(),
      userAgent: viewer.userAgent.slice(0, 256),
      ipHash: viewer.ipHash,
    },
    { viewerKey, windowStart, expiresAt: windowStart + DEDUPE_WINDOW_SECONDS },
    toEpochSeconds(now) + RETAIN_VIEWS_SECONDS,
    property.title,
    property.timeZone,
  );
}
