import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { visitSavedSearch } from '../../services/saved-searches/saved-searches';
import { visitSavedSearchRoute } from '../route-groups/saved-search.routes';

export const handler = defineHandler(visitSavedSearchRoute, async ({ auth, params }) => json(await visitSavedSearch(getDeps(), auth, params)));
