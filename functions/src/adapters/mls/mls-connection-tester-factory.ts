import type { TMlsConnectionTester } from './mls-client';
import { perMlsProtocol, type TMlsConnection, type TMlsFactoryOptions } from './mls-protocol-factory';
import { createResoConnectionTester } from './reso/reso-connection';
import { createRetsConnection } from './rets/rets-connection';

export type TMlsConnectionTesterFactory = (connection: TMlsConnection) => TMlsConnectionTester;

/**
 * Test connection and the member lookup for a configuration's protocol (mls-protocol-factory.ts): the full
 * clients' own login, metadata, count and findMemberContact, without their sync (paging, records, open houses,
 * photos), so the Test routes do not bundle it.
 */
export function mlsConnectionTesterFactory(options: TMlsFactoryOptions = {}): TMlsConnectionTesterFactory {
  return perMlsProtocol(options, { rets: createRetsConnection, reso: createResoConnectionTester });
}
