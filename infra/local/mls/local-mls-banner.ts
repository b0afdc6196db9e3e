import type { TLocalMls } from './local-mls-server';

/** What `npm start` prints about the local MLS: enough to fill in the "Add MLS Configuration" dialog. */
export function localMlsBanner(mls: TLocalMls): string[] {
  return [
    `Local MLS (${mls.name}, RESO Web API): ${mls.serviceRoot}`,
    `  OAuth2 client credentials: token URL ${mls.tokenUrl}, client id ${mls.clientId}, client secret ${mls.clientSecret}`,
    `  or bearer token ${mls.bearerToken}`,
    '  `npm run mls:activity` changes prices, statuses and open houses and deletes a few listings.',
  ];
}
