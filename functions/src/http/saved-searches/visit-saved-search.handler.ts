import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { visitSavedSearch } from '../../services/saved-searches/saved-searches';
import { savedSearchRoutes } from '../route-groups/saved-search.routes';

export const handler = defineHandler(savedSearchRoutes['POST /api/users/saved-searches/{id}/visit'], async ({ auth, params }) => json(await visitSavedSearch(getDeps(), auth, params)));
