import { FEATURED_LISTINGS_LIMIT } from '@shared/constants/listing';
import type { TPropertiesQuery } from '../../../lib/api/get-properties';

/** The landing's featured listings: the newest active ones. */
export const FEATURED_LISTINGS_QUERY: TPropertiesQuery = { status: 'active', limit: FEATURED_LISTINGS_LIMIT };
