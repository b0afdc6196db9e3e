/**
 * Bundled in place of @aws-sdk/middleware-endpoint-discovery for Lambda only. Every DynamoDB client resolves
 * an endpoint-discovery configuration and builds a 1,000-entry endpoint cache (@aws-sdk/endpoint-cache on
 * mnemonist's LRU), yet in the client we pin no command adds the discovery middleware (client-dynamodb's
 * commands carry no middleware of their own: `_mw0` is `() => []`), so nothing ever reads that configuration
 * or fills the cache: DynamoDB's endpoint discovery is optional and the client does not do it. This stand-in
 * resolves the same settings, read the same way (AWS_ENABLE_ENDPOINT_DISCOVERY or AWS_ENDPOINT_DISCOVERY_ENABLED,
 * or `endpoint_discovery_enabled` in a config file), without the cache: 2 KB off every table route.
 *
 * Should a later client add the discovery plugin to its commands, its import of `getEndpointDiscoveryPlugin`
 * (or the required/optional variants) finds no export here and the bundle fails to build, so the question is
 * asked again then rather than discovery silently doing nothing.
 */
const ENV_KEYS = ['AWS_ENABLE_ENDPOINT_DISCOVERY', 'AWS_ENDPOINT_DISCOVERY_ENABLED'] as const;
const CONFIG_KEY = 'endpoint_discovery_enabled';
const isFalsy = (value: string | undefined) => value === 'false' || value === '0';

export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: (env: Record<string, string | undefined>): boolean | undefined => {
    for (const key of ENV_KEYS) {
      if (!(key in env)) continue;
      const value = env[key];
      if (value === '') throw Error(`Environment variable ${key} can't be empty of undefined, got "${value}"`);
      return !isFalsy(value);
    }
    return undefined;
  },
  configFileSelector: (profile: Record<string, string | undefined>): boolean | undefined => {
    if (!(CONFIG_KEY in profile)) return undefined;
    const value = profile[CONFIG_KEY];
    if (value === undefined) throw Error(`Shared config entry ${CONFIG_KEY} can't be undefined, got "${value}"`);
    return !isFalsy(value);
  },
  default: undefined,
};

type TDiscoveryInput = { endpointDiscoveryEnabled?: boolean; endpointDiscoveryEnabledProvider: () => Promise<boolean | undefined> };

export const resolveEndpointDiscoveryConfig = <T extends TDiscoveryInput>(
  input: T,
  { endpointDiscoveryCommandCtor }: { endpointDiscoveryCommandCtor: unknown },
) => {
  const { endpointDiscoveryEnabled, endpointDiscoveryEnabledProvider } = input;
  return Object.assign(input, {
    endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled: endpointDiscoveryEnabled !== undefined ? () => Promise.resolve(endpointDiscoveryEnabled) : endpointDiscoveryEnabledProvider,
    isClientEndpointDiscoveryEnabled: endpointDiscoveryEnabled !== undefined,
  });
};
