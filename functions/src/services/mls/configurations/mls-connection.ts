import type { TMlsConnection } from '../../../adapters/mls/mls-protocol-factory';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import { openMlsSecret } from './mls-credentials';

/** The configuration with its secrets unsealed, for the one client that connects with it. */
export const mlsConnectionOf = (config: TMlsConfigurationRecord): TMlsConnection => ({
  provider: config.mlsProvider,
  providerUrl: config.providerUrl,
  tokenUrl: config.tokenUrl,
  username: config.username,
  password: openMlsSecret(config.sealedPassword),
  userAgentPassword: openMlsSecret(config.sealedUserAgentPassword),
  userAgent: config.userAgent,
  version: config.version,
  retsSchema: { resource: config.resource, className: config.className, fieldOverrides: config.fieldOverrides },
});
