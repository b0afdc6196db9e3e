import { ZPropertySchema, type TCreateProperty, type TProperty } from '@shared/schemas/property.schema';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/properties (the listing and its optional first open house, written together). A 401 is left to
 * the caller: signed out, this screen says 'You need to be logged in to create listings.'
 */
export const createProperty = (payload: TCreateProperty): Promise<TProperty> =>
  apiJson('/api/properties', ZPropertySchema, { method: 'POST', body: payload, on401: 'throw' });
