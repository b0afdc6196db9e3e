import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ZResourceIdSchema } from './form-fields.schema';

/**
 * The path of one open house under its listing (`/api/properties/{id}/open-houses/{openHouseId}/…`), apart
 * from open-house.schema.ts so the routes that only take this path bundle none of the listing schemas.
 */
export const ZOpenHouseParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema, openHouseId: ZResourceIdSchema }));
