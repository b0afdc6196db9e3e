import { ulid } from 'ulid';
import { MAX_SAVED_SEARCHES } from '@shared/constants/saved-searches';
import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import type * as z from '@shared/zod';
import type { ZCreateSavedSearchRequestSchema, ZUpdateSavedSearchRequestSchema } from '@shared/schemas/saved-search.schema';
import {
  deleteSavedSearch,
  markSavedSearchVisited,
  putSavedSearchWithinLimit,
  updateSavedSearch,
  type TSavedSearchRecord,
} from '../../data/saved-search-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toSavedSearchView } from './to-saved-search-view';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one you no longer need to save this one.`;

/**
 * Saves a search for the caller.
 * 1. build the record: a new ULID, not paused, "new matches" counted from now (lastVisitedAt)
 * 2. write it and count it in one transaction that refuses a 26th (409 with the limit's message)
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
  if (!(await putSavedSearchWithinLimit(deps.db, record, MAX_SAVED_SEARCHES))) throw conflict(SAVED_SEARCH_LIMIT_MESSAGE);
  return toSavedSearchView(record);
}

/** Changes the name, frequency, paused state or filters of one of the caller's searches (404 for anyone else's). */
export async function changeSavedSearch(deps: TDeps, auth: TUserActor, input: { id: string; changes: z.output<typeof ZUpdateSavedSearchRequestSchema> }): Promise<TSavedSearch> {
  const updated = await updateSavedSearch(deps.db, { userId: auth.user.id, id: input.id, changes: input.changes, now: deps.clock.now().toISOString() });
  if (!updated) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearchView(updated);
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
