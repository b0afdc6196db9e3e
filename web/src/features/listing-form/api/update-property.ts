import type * as z from 'zod';
import { ZPropertySchema, type TProperty, type ZUpdatePropertyRequestSchema } from '@shared/schemas/property.schema';
import { apiJson } from '../../../lib/api-client';

export type TUpdateProperty = z.output<typeof ZUpdatePropertyRequestSchema>;

/** PUT /api/properties/{id}: the whole listing form again (owner only). */
export const updateProperty = (propertyId: string, payload: TUpdateProperty): Promise<TProperty> =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}`, ZPropertySchema, { method: 'PUT', body: payload });
