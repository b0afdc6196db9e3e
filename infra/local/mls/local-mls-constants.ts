/**
 * What a person types into the "Add MLS Configuration" dialog to sync from the local MLS. Printed at
 * start and written in the README; they open nothing but this loopback server.
 */
export const LOCAL_MLS_DEFAULT_PORT = 8790;
export const LOCAL_MLS_NAME = 'Austin Local MLS';
/** Data requests a client may send the local RESO server each second before it answers 429. */
export const LOCAL_MLS_REQUESTS_PER_SECOND = 10;
export const LOCAL_MLS_CLIENT_ID = 'local-mls-client';
export const LOCAL_MLS_CLIENT_SECRET = 'local-mls-secret';
/** The MLS disclaimer imported listings carry (IDX attribution). */
export const LOCAL_MLS_DISCLAIMER =
  'Listing information from the Austin Local MLS is provided for consumers’ personal, non-commercial use. It is deemed reliable but not guaranteed and is not the MLS of record.';

export const LOCAL_MLS_SERVICE_PATH = '/reso/odata';
export const LOCAL_MLS_TOKEN_PATH = '/oauth2/token';
export const LOCAL_MLS_ACTIVITY_PATH = '/admin/activity';

export type TLocalMlsUrls = { url: string; serviceRoot: string; tokenUrl: string; metadataUrl: string; activityUrl: string };

export function localMlsUrls(baseUrl: string): TLocalMlsUrls {
  const url = baseUrl.replace(/\/+$/, '');
  return {
    url,
    serviceRoot: `${url}${LOCAL_MLS_SERVICE_PATH}`,
    tokenUrl: `${url}${LOCAL_MLS_TOKEN_PATH}`,
    metadataUrl: `${url}${LOCAL_MLS_SERVICE_PATH}/$metadata`,
    activityUrl: `${url}${LOCAL_MLS_ACTIVITY_PATH}`,
  };
}

/** A long-lived bearer token the local MLS also accepts, for configurations that use a token instead of client credentials. */
export const LOCAL_MLS_BEARER_TOKEN = 'local-mls-static-bearer-token';

/** The local MLS keeps its catalogue in this folder under the runtime's data folder (`.data/mls`). */
export const LOCAL_MLS_DATA_SUBDIR = 'mls';

/**
 * The local RETS 1.7.2 endpoint's Digest credentials (provider 'RETS Standard', the Login URL as provider URL):
 * the demo agent's. Its Login reply names that member (`User=…,ATX-A-7412`).
 */
export const LOCAL_RETS_USERNAME = 'local-rets-agent';
export const LOCAL_RETS_PASSWORD = 'local-rets-password';
/** The second demo agent's RETS login; its Login reply names ATX-A-7558. */
export const LOCAL_RETS_AGENT2_USERNAME = 'local-rets-agent2';
export const LOCAL_RETS_AGENT2_PASSWORD = 'local-rets-password2';
export const LOCAL_RETS_DEFAULT_PORT = 8791;
