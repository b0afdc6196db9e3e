import type { TAccountExportResponse } from '@shared/schemas/account-data.schema';
import { getAccountExport } from '../../data/account-export-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toAccountExportView } from './account-export-view';

/** GET /api/account/export: the caller's latest export and its progress (null before the first). */
export async function getOwnAccountExport(deps: TDeps, auth: TUserActor): Promise<TAccountExportResponse> {
  const record = await getAccountExport(deps.db, auth.user.id);
  return { export: record && toAccountExportView(record) };
}
