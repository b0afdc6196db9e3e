import { localMlsBanner } from './local-mls-banner';
import { LOCAL_RETS_AGENT2_PASSWORD, LOCAL_RETS_AGENT2_USERNAME, LOCAL_RETS_PASSWORD, LOCAL_RETS_USERNAME } from './local-mls-constants';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import { startLocalMls, type TLocalMls } from './local-mls-server';
import type { TPagingBehaviour } from './odata-collection';
import { startLocalRetsServer, type TLocalRetsServer, type TLocalRetsUser } from './rets-server';

/** Who may log in to the local RETS server: each demo agent, as the member their Login reply names. */
export const LOCAL_RETS_USERS = [
  { username: LOCAL_RETS_USERNAME, password: LOCAL_RETS_PASSWORD, memberMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId },
  { username: LOCAL_RETS_AGENT2_USERNAME, password: LOCAL_RETS_AGENT2_PASSWORD, memberMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId },
] as const satisfies readonly TLocalRetsUser[];

export type TLocalMlsServers = {
  reso: TLocalMls;
  rets: TLocalRetsServer;
  /** The first RETS user's (the demo agent's) login. */
  retsCredentials: { username: string; password: string };
  /** Every RETS user, the first being retsCredentials. */
  retsUsers: readonly Required<TLocalRetsUser>[];
  /** What `npm start` prints: enough to fill in "Add MLS Configuration" for either protocol. */
  banner: string[];
  stop: () => Promise<void>;
};

/**
 * The local MLS over one catalogue (under `dataDir`), answering RESO Web API and RETS 1.7.2, so a
 * configuration of either protocol syncs the same homes and `npm run mls:activity` shows in both.
 */
export async function startLocalMlsServers(options: {
  resoPort: number;
  retsPort: number;
  dataDir: string;
  listingCount?: number;
  /** The MLS both servers' records name (OriginatingSystemName): a test's own MLS, apart from the runtime's. Default the local MLS's name. */
  originatingSystemName?: string;
  /** The RESO server's paging (tests: small pages, quirks). */
  resoPaging?: Partial<TPagingBehaviour>;
}): Promise<TLocalMlsServers> {
  const reso = await startLocalMls({
    port: options.resoPort,
    dataDir: options.dataDir,
    listingCount: options.listingCount,
    originatingSystemName: options.originatingSystemName,
    paging: options.resoPaging,
  });
  const retsCredentials = { username: LOCAL_RETS_USERS[0].username, password: LOCAL_RETS_USERS[0].password };
  let rets: TLocalRetsServer;
  try {
    rets = await startLocalRetsServer({ port: options.retsPort, host: '127.0.0.1', credentials: LOCAL_RETS_USERS, listings: () => reso.listings() });
  } catch (error) {
    await reso.stop();
    throw error;
  }
  return {
    reso,
    rets,
    retsCredentials,
    retsUsers: LOCAL_RETS_USERS,
    banner: [
      ...localMlsBanner(reso),
      `Local MLS (RETS 1.7.2, provider 'RETS Standard'): login URL ${rets.loginUrl}, username ${retsCredentials.username}, password ${retsCredentials.password}`,
      `  second demo agent: username ${LOCAL_RETS_AGENT2_USERNAME}, password ${LOCAL_RETS_AGENT2_PASSWORD}`,
    ],
    stop: async () => {
      await rets.close();
      await reso.stop();
    },
  };
}
