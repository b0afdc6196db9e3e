import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSavedSearch } from '../../services/saved-searches/saved-searches';
import { createSavedSearchRoute } from '../route-groups/saved-search.routes';

export const handler = defineHandler(createSavedSearchRoute, async ({ auth, body }) => json(await createSavedSearch(getDeps(), auth, body), 201));
