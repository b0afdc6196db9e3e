import type { TCreatePropertyRequest } from '@shared/schemas/property.schema';
import type { createApiClient } from './http-client';

type TClient = ReturnType<typeof createApiClient>;

/** A valid listing payload; override what a test is about. */
export const makeListing = (overrides: Partial<TCreatePropertyRequest> = {}): TCreatePropertyRequest => ({
  address: '1201 Barton Springs Rd',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  price: 450_000,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1850,
  propertyType: 'single-family',
  description: 'Bright bungalow near Zilker Park.',
  status: 'active',
  ...overrides,
});

export async function createListing(client: TClient, overrides: Partial<TCreatePropertyRequest> = {}) {
  const response = await client.post<{ id: string; userId: string }>('/api/properties', makeListing(overrides));
  if (response.status !== 201) throw new Error(`create listing failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A local date (America/Chicago) `days` from now, as the listing form sends it. */
export const chicagoDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A local wall time (America/Chicago) `minutes` from now, as the simple open-house form sends it. */
export const chicagoWallTime = (minutes: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};
