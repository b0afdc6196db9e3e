import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mergeSavedListings } from '../../services/saved-listings/merge-saved-listings';
import { mergeSavedListingsRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(mergeSavedListingsRoute, async ({ auth, body }) => json(await mergeSavedListings(getDeps(), auth, body)));
