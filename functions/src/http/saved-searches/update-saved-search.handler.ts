import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { changeSavedSearch } from '../../services/saved-searches/saved-searches';
import { updateSavedSearchRoute } from '../route-groups/saved-search.routes';

export const handler = defineHandler(updateSavedSearchRoute, async ({ auth, params, body }) =>
  json(await changeSavedSearch(getDeps(), auth, { id: params.id, changes: body })),
);
