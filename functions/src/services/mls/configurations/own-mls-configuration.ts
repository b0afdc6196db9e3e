import { MLS_MESSAGES, mayUseOfficeMlsId } from '@shared/constants/mls';
import { getMlsConfiguration } from '../../../data/mls-configuration-repository';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import { badRequest, notFound } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';

/**
 * Who may use which configuration, apart from the writes in mls-configurations.ts, so that the routes that
 * only read one (the MLS test, a sync start) do not bundle what a delete unlinks (listings, open houses).
 */

/** The caller's own configuration; anyone else's id is simply not found. */
export async function getOwnMlsConfiguration(deps: TDeps, auth: TUserActor, id: string): Promise<TMlsConfigurationRecord> {
  const config = await getMlsConfiguration(deps.db, auth.user.id, id);
  if (!config) throw notFound(MLS_MESSAGES.notFound);
  return config;
}

const OFFICE_FOR_BROKERS_MESSAGE = 'Only a broker imports an office’s listings: enter your agent MLS ID';

/** An office's listings are the broker's; an agent's configuration names the agent only. */
export function refuseOfficeUnlessBroker(auth: TUserActor, officeMlsId: string | null | undefined): void {
  if (officeMlsId && !mayUseOfficeMlsId(auth.profile.role))
    throw badRequest(OFFICE_FOR_BROKERS_MESSAGE, [{ path: 'officeMlsId', message: OFFICE_FOR_BROKERS_MESSAGE }]);
}
