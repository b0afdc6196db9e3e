import type { TCrmTestResult } from '@shared/schemas/crm.schema';
import { ulid } from 'ulid';
import { CrmSendError } from '../../adapters/crm/crm-send-error';
import { getCrmConnection } from '../../data/crm-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TCrmDeps } from './crm-deps';
import { sendToCrm } from './send-to-crm';

export const NO_CRM_CONNECTION = 'No CRM connected';

/** Sends one test lead through the caller's connection now and answers what the CRM said (404 without a connection). */
export async function testCrmConnection(deps: TCrmDeps, auth: TUserActor): Promise<TCrmTestResult> {
  const connection = await getCrmConnection(deps.db, auth.user.id);
  if (!connection) throw notFound(NO_CRM_CONNECTION);
  const event = {
    source: deps.crm.eventSource,
    system: deps.crm.followUpBoss.system,
    type: 'General Inquiry',
    message: 'A test lead from OpenHouse Market: your CRM connection works.',
    person: { firstName: 'OpenHouse Market', lastName: 'Test', emails: [{ value: 'crm-test@example.com' }], phones: [], tags: ['OpenHouse Market', 'Test'] },
  };
  try {
    await sendToCrm(deps.crm, connection, { id: `test_${ulid()}`, type: 'test', event, now: deps.clock.now() });
    return { success: true, message: 'The CRM accepted a test lead.' };
  } catch (error) {
    if (error instanceof CrmSendError) return { success: false, message: error.message };
    throw error;
  }
}
