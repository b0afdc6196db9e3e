import * as z from 'zod';
import { LISTING_STATE_VALUES, PROPERTY_TYPE_VALUES, type TListingState, type TPropertyType } from '@shared/constants/listing';
import { ZCreatePropertyRequestSchema, ZOpenHouseSlotSchema, type TProperty } from '@shared/schemas/property.schema';

/** The form as typed: every control holds text; the shared schema turns it into numbers. */
export type TListingFormValues = {
  address: string;
  city: string;
  state: TListingState | '';
  zipCode: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  price: string;
  propertyType: TPropertyType | '';
  description: string;
  openHouseDate: string;
  openHouseStart: string;
  openHouseEnd: string;
};

/** Spec §9 defaults: bedrooms 1, bathrooms 1, square feet 0. */
export const EMPTY_LISTING_VALUES: TListingFormValues = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  bedrooms: '1',
  bathrooms: '1',
  squareFeet: '0',
  price: '',
  propertyType: '',
  description: '',
  openHouseDate: '',
  openHouseStart: '',
  openHouseEnd: '',
};

const requiredForOpenHouse = (label: string) => z.string().min(1, `${label} is required to schedule an open house`);

/**
 * The shared create schema, with one rule said in words: an open house is all or nothing. Once any of
 * its fields is filled, each missing one is named; then the shared slot rules apply (formats, end after start).
 */
export const ZListingFormSchema = ZCreatePropertyRequestSchema.extend({
  openHouse: z
    .object({ date: requiredForOpenHouse('Date'), startTime: requiredForOpenHouse('Start time'), endTime: requiredForOpenHouse('End time') })
    .pipe(ZOpenHouseSlotSchema)
    .optional(),
});
export type TListingPayload = z.output<typeof ZListingFormSchema>;

export function toListingPayload(values: TListingFormValues) {
  const { openHouseDate, openHouseStart, openHouseEnd, ...listing } = values;
  const hasOpenHouse = Boolean(openHouseDate || openHouseStart || openHouseEnd);
  return { ...listing, openHouse: hasOpenHouse ? { date: openHouseDate, startTime: openHouseStart, endTime: openHouseEnd } : undefined };
}

const asState = (value: string): TListingState | '' => LISTING_STATE_VALUES.find((state) => state === value) ?? '';
const asType = (value: string): TPropertyType | '' => PROPERTY_TYPE_VALUES.find((type) => type === value) ?? '';

/** The edit form starts from the listing as saved. */
export const valuesFromProperty = (property: TProperty): TListingFormValues => ({
  ...EMPTY_LISTING_VALUES,
  address: property.address,
  city: property.city,
  state: asState(property.state),
  zipCode: property.zipCode,
  bedrooms: String(property.bedrooms),
  bathrooms: String(property.bathrooms),
  squareFeet: String(property.squareFeet),
  price: String(property.price),
  propertyType: asType(property.propertyType),
  description: property.description,
});
