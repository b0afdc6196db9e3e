import { LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE } from '../mls/local-mls-members';
import type { TLocalMlsServers } from '../mls/start-local-mls-servers';

/** What a test needs to configure the local MLS: RESO Web API service root and token URL, RETS Login URL, with their credentials. */
export type TLocalMlsAccess = {
  serviceRoot: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  retsLoginUrl: string;
  retsUsername: string;
  retsPassword: string;
  /** Every RETS login, each the member its Login names (the first is retsUsername's). */
  retsUsers: { username: string; password: string; memberMlsId: string | null }[];
  /** The local MLS ids of its demo members and their office (local-mls-members.ts). */
  members: { demoAgent: string; demoAgent2: string; office: string };
};

export const localMlsAccess = (mls: TLocalMlsServers): TLocalMlsAccess => ({
  serviceRoot: mls.reso.serviceRoot,
  tokenUrl: mls.reso.tokenUrl,
  clientId: mls.reso.clientId,
  clientSecret: mls.reso.clientSecret,
  retsLoginUrl: mls.rets.loginUrl,
  retsUsername: mls.retsCredentials.username,
  retsPassword: mls.retsCredentials.password,
  retsUsers: mls.retsUsers.map((user) => ({ username: user.username, password: user.password, memberMlsId: user.memberMlsId })),
  members: { demoAgent: LOCAL_MLS_MEMBERS.demoAgent.mlsId, demoAgent2: LOCAL_MLS_MEMBERS.demoAgent2.mlsId, office: LOCAL_MLS_OFFICE.mlsId },
});
