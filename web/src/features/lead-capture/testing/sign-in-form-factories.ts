import type { TSignInForm } from '@shared/schemas/lead-capture.schema';

export const SIGN_IN_PROPERTY_ID = '01JWPR00000000000000000001';
export const SIGN_IN_OPEN_HOUSE_ID = '01JWOH00000000000000000009';

/** The sign-in form of one open house (Elm Street Bungalow, June 1 2026, no questions unless given). */
export function makeSignInForm(overrides: Partial<TSignInForm> = {}): TSignInForm {
  return {
    openHouseId: SIGN_IN_OPEN_HOUSE_ID,
    propertyId: SIGN_IN_PROPERTY_ID,
    listingTitle: 'Elm Street Bungalow',
    address: '42 Elm Street',
    city: 'Austin',
    state: 'TX',
    coverImage: null,
    timeZone: 'America/Chicago',
    startsAt: '2026-06-01T15:00:00.000Z',
    endsAt: '2026-06-01T17:00:00.000Z',
    questions: [],
    ...overrides,
  };
}
