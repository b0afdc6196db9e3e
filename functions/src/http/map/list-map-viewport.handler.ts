import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMapViewport } from '../../services/map/list-map-viewport';
import { listMapViewportRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listMapViewportRoute, async ({ query }) => json(await listMapViewport(getDeps(), query)));
