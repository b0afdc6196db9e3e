import { PRICE_BUCKETS } from '@shared/constants/listing';
import type { TPropertyRecord } from './property-records';
import { ENTITY, keys } from './table';

export const priceBucketOf = (price: number): string =>
  PRICE_BUCKETS.find((bucket) => price >= bucket.min && price <= bucket.max)?.value ?? PRICE_BUCKETS[PRICE_BUCKETS.length - 1]!.value;

export const isBrowsable = (property: Pick<TPropertyRecord, 'status'>) => property.status === 'active';

/** The full item for a property: its own keys, the agent index, and the browse indexes while active (sparse). */
export function propertyItem(property: TPropertyRecord): Record<string, unknown> {
  return {
    ...keys.property(property.id),
    entity: ENTITY.property,
    ...keys.propertyByAgent(property.userId, property.createdAt, property.id),
    ...(isBrowsable(property)
      ? {
          ...keys.activeByCreated(property.createdAt, property.id),
          ...keys.activeByPrice(property.price, property.id),
          ...keys.activeByBedrooms(property.bedrooms, property.price, property.id),
        }
      : {}),
    ...property,
  };
}

export const buildSearchText = (p: Pick<TPropertyRecord, 'title' | 'address' | 'city' | 'state' | 'zipCode' | 'propertyType'>) =>
  [p.title, p.address, p.city, p.state, p.zipCode, p.propertyType.replace('-', ' ')].join(' ').toLowerCase();
