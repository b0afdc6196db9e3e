import type { TMlsTestResult } from '@shared/schemas/mls.schema';
import type { TUserActor } from '../actor';
import { mlsConnectionOf } from './mls-connection';
import { getOwnMlsConfiguration } from './mls-configurations';
import type { TMlsRouteDeps } from './mls-sync-deps';

/** Logs in (RETS) or reads `$metadata` (RESO) and answers what the server said, refused or not. */
export async function testMlsConnection(deps: Pick<TMlsRouteDeps, 'db' | 'clock' | 'mlsClients'>, auth: TUserActor, input: { id: string }): Promise<TMlsTestResult> {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  const client = deps.mlsClients(mlsConnectionOf(config));
  try {
    const result = await client.testConnection();
    return { success: result.ok, message: result.message };
  } finally {
    await client.close().catch(() => undefined);
  }
}
