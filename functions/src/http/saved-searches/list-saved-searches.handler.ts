import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedSearches } from '../../services/saved-searches/list-saved-searches';
import { savedSearchRoutes } from '../route-groups/saved-search.routes';

export const handler = defineHandler(savedSearchRoutes['GET /api/users/saved-searches'], async ({ auth, query }) => json(await listSavedSearches(getDeps(), auth, query)));
