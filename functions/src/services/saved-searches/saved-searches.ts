import { ulid } from 'ulid';
import {
  MAX_SAVED_SEARCHES,
  MAX_WIDE_SAVED_SEARCHES,
  WIDE_SAVED_SEARCHES_ALERTING_MESSAGE,
  WIDE_SAVED_SEARCHES_LIMIT_MESSAGE,
  duplicateSavedSearchMessage,
} from '@shared/constants/saved-searches';
import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import type * as z from '@shared/zod';
import type { ZCreateSavedSearchRequestSchema, ZUpdateSavedSearchRequestSchema } from '@shared/schemas/saved-search.schema';
import { needsWideIndex } from '../../data/saved-search-area-repository';
import {
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearchesPage,
  markSavedSearchVisited,
  putSavedSearchWithinLimit,
  updateSavedSearch,
  type TSavedSearchRecord,
} from '../../data/saved-search-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { criteriaKeyOf, duplicateOf } from './search-criteria';
import { toSavedSearchView } from './to-saved-search-view';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one you no longer need to save this one.`;

/**
 * Saves a search for the caller.
 * 1. build the record: a new ULID, not paused, "new matches" counted from now (lastVisitedAt)
 * 2. write it and count it in one transaction that refuses a 26th, a 4th without a usable area, or one whose
 *    criteria (search-criteria.ts) equal one the caller has (409 with the limit's message, or naming that search)
 */
export async function createSavedSearch(deps: TDeps, auth: TUserActor, input: z.output<typeof ZCreateSavedSearchRequestSchema>): Promise<TSavedSearch> {
  const now = deps.clock.now();
  const record: TSavedSearchRecord = {
    userId: auth.user.id,
    id: ulid(now.getTime()),
    name: input.name,
    source: input.source,
    frequency: input.frequency,
    paused: false,
    filters: input.filters,
    area: input.area,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    lastVisitedAt: now.toISOString(),
  };
  const key = criteriaKeyOf(record);
  const outcome = await putSavedSearchWithinLimit(
    deps.db,
    record,
    { max: MAX_SAVED_SEARCHES, maxWide: MAX_WIDE_SAVED_SEARCHES },
    (other) => criteriaKeyOf(other) === key,
  );
  if (typeof outcome === 'object') throw conflict(duplicateSavedSearchMessage(outcome.duplicateOf.name));
  if (outcome === 'over-limit') throw conflict(SAVED_SEARCH_LIMIT_MESSAGE);
  if (outcome === 'over-wide-limit') throw conflict(WIDE_SAVED_SEARCHES_LIMIT_MESSAGE);
  return toSavedSearchView(record);
}

const isAlerting = (search: Pick<TSavedSearchRecord, 'paused' | 'frequency'>) => !search.paused && search.frequency !== 'never';

/**
 * Changes the name, frequency, paused state or filters of one of the caller's searches (404 for anyone else's).
 * Turning alerts back on for a search without a usable area is refused (409) while the caller's limit of such
 * searches already alert: only accounts from before the limit hold more of them. New filters that make it look
 * for what another of the caller's searches does are refused (409 naming that one).
 */
export async function changeSavedSearch(
  deps: TDeps,
  auth: TUserActor,
  input: { id: string; changes: z.output<typeof ZUpdateSavedSearchRequestSchema> },
): Promise<TSavedSearch> {
  const { paused, frequency } = input.changes;
  if (paused === false || (frequency !== undefined && frequency !== 'never')) await refuseOverWideAlerting(deps, auth.user.id, input);
  if (input.changes.filters) await refuseDuplicateFilters(deps, auth.user.id, { id: input.id, filters: input.changes.filters });
  const updated = await updateSavedSearch(deps.db, { userId: auth.user.id, id: input.id, changes: input.changes, now: deps.clock.now().toISOString() });
  if (!updated) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearchView(updated);
}

/** 409 when this change makes a wide search alert that did not, and the limit of the caller's other wide searches already alert. */
async function refuseOverWideAlerting(
  deps: TDeps,
  userId: string,
  input: { id: string; changes: z.output<typeof ZUpdateSavedSearchRequestSchema> },
): Promise<void> {
  const before = await getSavedSearch(deps.db, userId, input.id);
  if (!before || !needsWideIndex(before.area) || isAlerting(before)) return;
  if (!isAlerting({ paused: input.changes.paused ?? before.paused, frequency: input.changes.frequency ?? before.frequency })) return;
  const { items } = await listSavedSearchesPage(deps.db, { userId, limit: MAX_SAVED_SEARCHES });
  const alertingWide = items.filter((search) => search.id !== before.id && needsWideIndex(search.area) && isAlerting(search)).length;
  if (alertingWide >= MAX_WIDE_SAVED_SEARCHES) throw conflict(WIDE_SAVED_SEARCHES_ALERTING_MESSAGE);
}

/** 409 naming the caller's other search that these filters would duplicate. */
async function refuseDuplicateFilters(deps: TDeps, userId: string, input: { id: string; filters: TSavedSearchRecord['filters'] }): Promise<void> {
  const before = await getSavedSearch(deps.db, userId, input.id);
  if (!before) return;
  const { items } = await listSavedSearchesPage(deps.db, { userId, limit: MAX_SAVED_SEARCHES });
  const duplicate = duplicateOf({ ...before, filters: input.filters }, items);
  if (duplicate) throw conflict(duplicateSavedSearchMessage(duplicate.name));
}

/** Records that the caller opened one of their searches now: its "new" count starts again (404 for anyone else's). */
export async function visitSavedSearch(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<TSavedSearch> {
  const visited = await markSavedSearchVisited(deps.db, { userId: auth.user.id, id: input.id, at: deps.clock.now().toISOString() });
  if (!visited) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearchView(visited);
}

/** Deletes one of the caller's searches and frees its place under the limit (404 for anyone else's). */
export async function removeSavedSearch(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<void> {
  if (!(await deleteSavedSearch(deps.db, auth.user.id, input.id))) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
