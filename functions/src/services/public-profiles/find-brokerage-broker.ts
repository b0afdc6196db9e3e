import { BROKER_NOT_FOUND } from '@shared/schemas/public-profile.schema';
import { getBrokerage } from '../../data/brokerage-repository';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';

/**
 * The broker behind a brokerage name (/brokerage/:name redirects to their profile).
 * 1. read the name's owner (matched trimmed and case-insensitively): the broker who registered it first
 *    (agents who name the brokerage never own it)
 * 2. none → 404 'Broker Not Found' (the profile route applies the broker's visibility)
 */
export async function findBrokerageBroker(deps: TDeps, input: { brokerageName: string }): Promise<{ brokerId: string }> {
  const brokerage = await getBrokerage(deps.db, input.brokerageName);
  if (!brokerage) throw notFound(BROKER_NOT_FOUND);
  return { brokerId: brokerage.brokerId };
}
