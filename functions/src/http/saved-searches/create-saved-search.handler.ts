import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSavedSearch } from '../../services/saved-searches/saved-searches';
import { savedSearchRoutes } from '../route-groups/saved-search.routes';

export const handler = defineHandler(savedSearchRoutes['POST /api/users/saved-searches'], async ({ auth, body }) => json(await createSavedSearch(getDeps(), auth, body), 201));
