import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listProperties } from '../../services/properties/list-properties';
import { listPropertiesRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(listPropertiesRoute, async ({ actor, query }) => json(await listProperties(getDeps(), actor, query)));
