import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeSavedSearch } from '../../services/saved-searches/saved-searches';
import { savedSearchRoutes } from '../route-groups/saved-search.routes';

export const handler = defineHandler(savedSearchRoutes['DELETE /api/users/saved-searches/{id}'], async ({ auth, params }) => {
  await removeSavedSearch(getDeps(), auth, params);
  return json({ success: true, message: 'Saved search deleted' });
});
