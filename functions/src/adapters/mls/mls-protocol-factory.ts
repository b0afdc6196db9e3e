import { mlsProtocolOf, type TMlsProvider } from '@shared/constants/mls';
import { defaultTokenUrl } from '@shared/schemas/mls.schema';
import type { TRetsFieldOverrides } from '@shared/schemas/mls-rets-overrides.schema';
import { MLS_INTERACTIVE_HTTP } from './http-retry';
import type { TResoConnectionOptions } from './reso/reso-connection';
import type { TRetsConnectionConfig, TRetsConnectionDeps } from './rets/rets-connection';

/** What a sync needs to reach one MLS; the secret already unsealed. */
export type TMlsConnection = {
  provider: TMlsProvider;
  providerUrl: string;
  tokenUrl: string | null;
  username: string;
  password: string;
  userAgent: string;
  /** RETS only: sent as RETS UA-Authorization when the MLS gave the user agent a password. */
  userAgentPassword?: string | null;
  version: string | null;
  /** RETS only: where listings live and what their fields are called, when metadata does not say (null: ask metadata). */
  retsSchema?: { resource: string | null; className: string | null; fieldOverrides: TRetsFieldOverrides };
};

/** A RESO username of `bearer` makes the password a bearer token instead of an OAuth2 client secret. */
export const BEARER_USERNAME = 'bearer';

/**
 * How long a client keeps trying: the sync worker retries passing failures for minutes; an interactive
 * call (Test connection) gets MLS_INTERACTIVE_HTTP, no retry and a budget well inside its route's timeout.
 */
export type TMlsPatience = 'worker' | 'interactive';

export type TMlsFactoryOptions = { fetch?: typeof fetch; requestsPerSecond?: number; patience?: TMlsPatience };

/** What each protocol makes of a connection: the full client (mls-client-factory.ts) or the connection tester (mls-connection-tester-factory.ts). */
export type TMlsProtocolMakers<T> = {
  rets: (config: TRetsConnectionConfig, deps: TRetsConnectionDeps) => T;
  reso: (options: TResoConnectionOptions) => T;
};

/**
 * A configuration that speaks RETS 1.7.2 (mlsProtocolOf) gets the RETS maker, its provider URL the Login
 * URL; the others are RESO Web API servers, the provider URL the OData service root. Both fetch through
 * the egress guard unless a test passes its own fetch.
 */
export function perMlsProtocol<T>(options: TMlsFactoryOptions, makers: TMlsProtocolMakers<T>): (connection: TMlsConnection) => T {
  const timing = options.patience === 'interactive' ? MLS_INTERACTIVE_HTTP : {};
  return (connection) => {
    if (mlsProtocolOf({ mlsProvider: connection.provider, version: connection.version }) === 'RETS') {
      return makers.rets(
        {
          loginUrl: connection.providerUrl,
          username: connection.username,
          password: connection.password,
          userAgent: connection.userAgent,
          userAgentPassword: connection.userAgentPassword ?? null,
          retsVersion: connection.version ?? undefined,
          resource: connection.retsSchema?.resource ?? undefined,
          className: connection.retsSchema?.className ?? undefined,
          fieldOverrides: connection.retsSchema?.fieldOverrides,
          requestsPerSecond: options.requestsPerSecond,
          ...timing,
        },
        { fetch: options.fetch },
      );
    }
    const isBearer = connection.username.trim().toLowerCase() === BEARER_USERNAME;
    return makers.reso({
      serviceRoot: connection.providerUrl,
      auth: isBearer
        ? { kind: 'bearer', token: connection.password }
        : {
            kind: 'clientCredentials',
            tokenUrl: connection.tokenUrl ?? defaultTokenUrl(connection.providerUrl),
            clientId: connection.username,
            clientSecret: connection.password,
          },
      userAgent: connection.userAgent,
      requestsPerSecond: options.requestsPerSecond,
      fetch: options.fetch,
      ...timing,
    });
  };
}
