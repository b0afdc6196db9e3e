import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeSavedSearch } from '../../services/saved-searches/saved-searches';
import { deleteSavedSearchRoute } from '../route-groups/saved-search.routes';

export const handler = defineHandler(deleteSavedSearchRoute, async ({ auth, params }) => {
  await removeSavedSearch(getDeps(), auth, params);
  return json({ success: true, message: 'Saved search deleted' });
});
