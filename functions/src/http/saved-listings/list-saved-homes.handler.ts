import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedHomes } from '../../services/saved-listings/list-saved-homes';
import { listSavedHomesRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(listSavedHomesRoute, async ({ auth, query }) => json(await listSavedHomes(getDeps(), auth, query)));
