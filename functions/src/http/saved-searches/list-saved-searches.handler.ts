import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedSearches } from '../../services/saved-searches/list-saved-searches';
import { listSavedSearchesRoute } from '../route-groups/saved-search.routes';

export const handler = defineHandler(listSavedSearchesRoute, async ({ auth, query }) => json(await listSavedSearches(getDeps(), auth, query)));
