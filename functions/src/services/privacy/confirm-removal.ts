import { REMOVAL_REQUEST_MESSAGES } from '@shared/constants/privacy';
import type { TConfirmRemovalResponse } from '@shared/schemas/privacy-request.schema';
import { deleteAddressRecordsAtAgent, listLeadsByAddress } from '../../data/lead-removal-repository';
import { getRemovalRequest, markRemovalRequestUsed } from '../../data/removal-request-repository';
import { toEpochSeconds } from '../../data/table';
import { AppError, notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { suppressAddress } from '../mail-trust/suppression';
import { removeLeadDetails } from './remove-lead-details';
import { sha256 } from './request-removal';

/**
 * Follows a removal link (a POST from the page, never the GET a mail scanner makes).
 * 1. the link by its token's hash: unknown 404, past its 24 hours 410, used 410
 * 2. the address on the suppression list for everything (before the leads, so no mail slips out meanwhile)
 * 3. every lead under the address, at every agent: its details removed (remove-lead-details), and the agent's
 *    consent "no" and mailed-address mark for it deleted
 * 4. the link marked used, only now: every step above is idempotent, so a request cut short (a time-out, a failed
 *    write) can be finished by pressing again instead of being told it was done
 */
export async function confirmRemoval(deps: TDeps, input: { token: string }): Promise<TConfirmRemovalResponse> {
  const tokenHash = sha256(input.token);
  const link = await getRemovalRequest(deps.db, tokenHash);
  if (!link) throw notFound(REMOVAL_REQUEST_MESSAGES.invalid);
  if (link.usedAt) throw new AppError('EMAIL_LINK_USED', REMOVAL_REQUEST_MESSAGES.used);
  if (link.expiresAt <= toEpochSeconds(deps.clock.now())) throw new AppError('EMAIL_LINK_EXPIRED', REMOVAL_REQUEST_MESSAGES.expired);
  await suppressAddress(deps, { email: link.email, scope: 'all', reason: 'removal-request' });
  const leads = await listLeadsByAddress(deps.db, link.email);
  for (const lead of leads) await removeLeadDetails(deps, lead, 'request');
  await Promise.all([...new Set(leads.map((lead) => lead.agentId))].map((agentId) => deleteAddressRecordsAtAgent(deps.db, agentId, link.email)));
  await markRemovalRequestUsed(deps.db, tokenHash, deps.clock.now().toISOString());
  return { message: REMOVAL_REQUEST_MESSAGES.done };
}
