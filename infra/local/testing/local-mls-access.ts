import type { TLocalMlsServers } from '../mls/start-local-mls-servers';

/** What a test needs to configure the local MLS: RESO Web API service root and token URL, RETS Login URL, with their credentials. */
export type TLocalMlsAccess = { serviceRoot: string; tokenUrl: string; clientId: string; clientSecret: string; retsLoginUrl: string; retsUsername: string; retsPassword: string };

export const localMlsAccess = (mls: TLocalMlsServers): TLocalMlsAccess => ({
  serviceRoot: mls.reso.serviceRoot,
  tokenUrl: mls.reso.tokenUrl,
  clientId: mls.reso.clientId,
  clientSecret: mls.reso.clientSecret,
  retsLoginUrl: mls.rets.loginUrl,
  retsUsername: mls.retsCredentials.username,
  retsPassword: mls.retsCredentials.password,
});
