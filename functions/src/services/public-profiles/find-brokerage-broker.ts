import { BROKER_NOT_FOUND } from '@shared/schemas/public-profile.schema';
import { findBrokerOfBrokerage } from '../../data/profile-repository';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';

/**
 * The broker behind a brokerage name (/brokerage/:name redirects to their profile).
 * 1. match the name trimmed and case-insensitively on the brokerage index; the earliest-registered broker wins
 * 2. none → 404 'Broker Not Found' (the profile route applies the broker's visibility)
 */
export async function findBrokerageBroker(deps: TDeps, input: { brokerageName: string }): Promise<{ brokerId: string }> {
  const brokerId = await findBrokerOfBrokerage(deps.db, input.brokerageName);
  if (!brokerId) throw notFound(BROKER_NOT_FOUND);
  return { brokerId };
}
