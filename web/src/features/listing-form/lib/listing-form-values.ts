import * as z from '@shared/zod';
import {
  ASSOCIATION_FEE_FREQUENCY_VALUES,
  LISTING_STATE_VALUES,
  MARKET_STATUS_VALUES,
  PROPERTY_TYPE_VALUES,
  SQUARE_FEET_PER_ACRE,
  bathroomCountsOf,
  isLandType,
  type TAssociationFeeFrequency,
  type TListingState,
  type TMarketStatus,
  type TPropertyType,
} from '@shared/constants/listing';
import { ZCreatePropertyRequestSchema, ZOpenHouseSlotSchema, type TProperty } from '@shared/schemas/property.schema';

/** The form as typed: every control holds text; the shared schema turns it into numbers. */
export type TListingFormValues = {
  title: string;
  address: string;
  city: string;
  state: TListingState | '';
  zipCode: string;
  bedrooms: string;
  bathroomsFull: string;
  bathroomsHalf: string;
  squareFeet: string;
  price: string;
  propertyType: TPropertyType | '';
  marketStatus: TMarketStatus;
  lotSize: string;
  lotSizeUnit: 'sqft' | 'acres';
  yearBuilt: string;
  associationFee: string;
  associationFeeFrequency: TAssociationFeeFrequency;
  subdivisionName: string;
  description: string;
  openHouseDate: string;
  openHouseStart: string;
  openHouseEnd: string;
};

/** Spec §9 defaults: bedrooms 1, bathrooms 1, square feet 0; the other facts optional. */
export const EMPTY_LISTING_VALUES: TListingFormValues = {
  title: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  bedrooms: '1',
  bathroomsFull: '1',
  bathroomsHalf: '0',
  squareFeet: '0',
  price: '',
  propertyType: '',
  marketStatus: 'active',
  lotSize: '',
  lotSizeUnit: 'sqft',
  yearBuilt: '',
  associationFee: '',
  associationFeeFrequency: 'monthly',
  subdivisionName: '',
  description: '',
  openHouseDate: '',
  openHouseStart: '',
  openHouseEnd: '',
};

const requiredForOpenHouse = (label: string) => z.string().check(z.minLength(1, `${label} is required to schedule an open house`));

/**
 * The shared create schema, with one rule said in words: an open house is all or nothing. Once any of
 * its fields is filled, each missing one is named; then the shared slot rules apply (formats, end after start).
 */
export const ZListingFormSchema = z.extend(ZCreatePropertyRequestSchema, {
  openHouse: z.optional(
    z.pipe(
      z.object({ date: requiredForOpenHouse('Date'), startTime: requiredForOpenHouse('Start time'), endTime: requiredForOpenHouse('End time') }),
      ZOpenHouseSlotSchema,
    ),
  ),
});
export type TListingPayload = z.output<typeof ZListingFormSchema>;

/**
 * The request the form sends: the lot in the unit it was typed in, blank optional facts as null, and land
 * without bedrooms or bathrooms (the form does not ask for them).
 */
export function toListingPayload(values: TListingFormValues) {
  const { openHouseDate, openHouseStart, openHouseEnd, lotSize, lotSizeUnit, ...listing } = values;
  const hasOpenHouse = Boolean(openHouseDate || openHouseStart || openHouseEnd);
  const isLand = isLandType(values.propertyType);
  const lot = lotSize.trim() === '' ? null : lotSize;
  return {
    ...listing,
    ...(isLand ? { bedrooms: '0', bathroomsFull: '0', bathroomsHalf: '0' } : {}),
    lotSizeSquareFeet: lotSizeUnit === 'sqft' ? lot : null,
    lotSizeAcres: lotSizeUnit === 'acres' ? lot : null,
    associationFeeFrequency: values.associationFee.trim() === '' ? null : values.associationFeeFrequency,
    subdivisionName: values.subdivisionName.trim() || null,
    openHouse: hasOpenHouse ? { date: openHouseDate, startTime: openHouseStart, endTime: openHouseEnd } : undefined,
  };
}

const asState = (value: string): TListingState | '' => LISTING_STATE_VALUES.find((state) => state === value) ?? '';
const asType = (value: string): TPropertyType | '' => PROPERTY_TYPE_VALUES.find((type) => type === value) ?? '';
const asMarketStatus = (value: string): TMarketStatus => MARKET_STATUS_VALUES.find((status) => status === value) ?? 'active';
const asFrequency = (value: string | null): TAssociationFeeFrequency => ASSOCIATION_FEE_FREQUENCY_VALUES.find((f) => f === value) ?? 'monthly';
const textOf = (value: number | null) => (value === null ? '' : String(value));

/** A lot of a whole number of acres or more is edited in acres, a smaller one in square feet. */
function lotValues(squareFeet: number | null): Pick<TListingFormValues, 'lotSize' | 'lotSizeUnit'> {
  if (squareFeet === null) return { lotSize: '', lotSizeUnit: 'sqft' };
  const acres = squareFeet / SQUARE_FEET_PER_ACRE;
  return acres >= 1 ? { lotSize: String(Math.round(acres * 1000) / 1000), lotSizeUnit: 'acres' } : { lotSize: String(squareFeet), lotSizeUnit: 'sqft' };
}

/** The edit form starts from the listing as saved. */
export const valuesFromProperty = (property: TProperty): TListingFormValues => ({
  ...EMPTY_LISTING_VALUES,
  // A title that is only the street address was never typed: the field stays empty and follows the address.
  title: property.title === property.address ? '' : property.title,
  address: property.address,
  city: property.city,
  state: asState(property.state),
  zipCode: property.zipCode,
  bedrooms: String(property.bedrooms),
  bathroomsFull: String(bathroomCountsOf(property).full),
  bathroomsHalf: String(bathroomCountsOf(property).half),
  squareFeet: String(property.squareFeet),
  price: String(property.price),
  propertyType: asType(property.propertyType),
  marketStatus: asMarketStatus(property.marketStatus),
  ...lotValues(property.lotSizeSquareFeet),
  yearBuilt: textOf(property.yearBuilt),
  associationFee: textOf(property.associationFee),
  associationFeeFrequency: asFrequency(property.associationFeeFrequency),
  subdivisionName: property.subdivisionName ?? '',
  description: property.description,
});
