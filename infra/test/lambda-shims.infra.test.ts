import * as sdkDiscovery from '@aws-sdk/middleware-endpoint-discovery';
import * as discovery from '../lambda-shims/endpoint-discovery';
import { EventStreamSerde, eventStreamSerdeProvider, resolveEventStreamSerdeConfig } from '../lambda-shims/event-streams';

/** The stand-ins lambda-bundling.ts aliases into every function in place of SDK dependencies. */
describe('the endpoint-discovery settings bundled in place of the SDK middleware', () => {
  const settingsOf = (options: typeof discovery.NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS, env: Record<string, string>, profile: Record<string, string>) => {
    const read = (select: () => unknown) => {
      try {
        return select();
      } catch (error) {
        return `throws: ${(error as Error).message}`;
      }
    };
    return [read(() => options.environmentVariableSelector(env)), read(() => options.configFileSelector(profile)), options.default];
  };

  it('reads the variables and the config-file entry as the SDK does', () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{}, {}],
      [{ AWS_ENABLE_ENDPOINT_DISCOVERY: 'true' }, { endpoint_discovery_enabled: 'true' }],
      [{ AWS_ENABLE_ENDPOINT_DISCOVERY: 'false' }, { endpoint_discovery_enabled: '0' }],
      [{ AWS_ENDPOINT_DISCOVERY_ENABLED: '0', AWS_ENABLE_ENDPOINT_DISCOVERY: '1' }, { other: 'x' }],
      [{ AWS_ENDPOINT_DISCOVERY_ENABLED: '' }, {}],
    ];
    for (const [env, profile] of cases) {
      expect(settingsOf(discovery.NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS, env, profile)).toEqual(
        settingsOf(sdkDiscovery.NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS as typeof discovery.NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS, env, profile),
      );
    }
  });

  it('resolves the same configuration, less the endpoint cache nothing reads', async () => {
    class DescribeEndpoints {}
    const provider = () => Promise.resolve(undefined);
    for (const input of [{ endpointDiscoveryEnabledProvider: provider }, { endpointDiscoveryEnabled: true, endpointDiscoveryEnabledProvider: provider }]) {
      const ours = discovery.resolveEndpointDiscoveryConfig({ ...input }, { endpointDiscoveryCommandCtor: DescribeEndpoints });
      const { endpointCache, ...theirs } = sdkDiscovery.resolveEndpointDiscoveryConfig({ ...input } as never, { endpointDiscoveryCommandCtor: DescribeEndpoints as never });
      expect(endpointCache).toBeDefined();
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      expect([ours.isClientEndpointDiscoveryEnabled, ours.endpointDiscoveryCommandCtor, await ours.endpointDiscoveryEnabled()]).toEqual([
        theirs.isClientEndpointDiscoveryEnabled,
        theirs.endpointDiscoveryCommandCtor,
        await theirs.endpointDiscoveryEnabled(),
      ]);
    }
  });
});

describe('the event-stream serde bundled in place of the SDK one', () => {
  it('lets a client resolve its configuration, and fails an event-stream call by name', () => {
    const config = resolveEventStreamSerdeConfig({ eventStreamSerdeProvider });
    expect(() => (config.eventStreamMarshaller as { serialize: () => void }).serialize()).toThrow(/Event-stream operations are not bundled/);
    expect(() => new EventStreamSerde()).toThrow(/not bundled/);
  });
});
