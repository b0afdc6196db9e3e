import * as z from 'zod';
import { ZResourceIdSchema } from './form-fields.schema';

/** GET /api/users/saved-listings: the ids of the caller's favourite listings. */
export const ZSavedListingsResponseSchema = z.object({ propertyIds: z.array(z.string()) });
export type TSavedListingsResponse = z.infer<typeof ZSavedListingsResponseSchema>;

export const ZSavedListingParamsSchema = z.object({ propertyId: ZResourceIdSchema });
