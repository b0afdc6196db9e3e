import type { TMlsClient } from './mls-client';
import { perMlsProtocol, type TMlsConnection, type TMlsFactoryOptions } from './mls-protocol-factory';
import { createResoClient } from './reso/reso-client';
import { createRetsClient } from './rets/rets-client';

export type TMlsClientFactory = (connection: TMlsConnection) => TMlsClient;

/** The full client of a configuration's protocol (mls-protocol-factory.ts), for the sync worker. */
export function mlsClientFactory(options: TMlsFactoryOptions = {}): TMlsClientFactory {
  return perMlsProtocol(options, { rets: createRetsClient, reso: createResoClient });
}
