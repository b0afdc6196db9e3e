import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpsAgent, globalAgent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ReadableStream as RealReadableStream } from 'node:stream/web';
import * as sdkSha from '@aws-sdk/checksums/sha';
import * as sdkDiscovery from '@aws-sdk/middleware-endpoint-discovery';
import * as sdkChecksum from '@smithy/core/checksum';
import * as checksum from '../lambda-shims/checksum';
import * as sha from '../lambda-shims/checksums-sha';
import * as discovery from '../lambda-shims/endpoint-discovery';
import { EventStreamSerde, eventStreamSerdeProvider, resolveEventStreamSerdeConfig } from '../lambda-shims/event-streams';
import https, { request as httpsRequestOnFirstUse } from '../lambda-shims/node-https-on-first-use';
import { ReadableStream } from '../lambda-shims/node-stream-web-on-first-use';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling';
import { REPO_ROOT } from '../lib/paths';

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
      const resolveTheirs = sdkDiscovery.resolveEndpointDiscoveryConfig as unknown as typeof discovery.resolveEndpointDiscoveryConfig;
      const { endpointCache, ...theirs } = resolveTheirs({ ...input }, { endpointDiscoveryCommandCtor: DescribeEndpoints }) as ReturnType<
        typeof resolveTheirs
      > & { endpointCache: unknown };
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

describe('the checksums bundled without their JavaScript fallbacks', () => {
  type THash = { update: (data: never) => void; digest: () => Promise<Uint8Array>; reset: () => void; digestLength: number };
  type THashClass = new (secret?: string | Uint8Array) => THash;
  const hex = async (hash: THash) => Buffer.from(await hash.digest()).toString('hex');
  const inputs = ['', 'abc', 'The quick brown fox jumps over the lazy dog', new Uint8Array([0, 1, 2, 255]), Buffer.alloc(70_000, 7)];

  /**
   * Each input hashed, in pieces, after a reset, and twice from the same state: as hex. Strings as bytes for
   * CRC-32 (it takes bytes only) and the JavaScript implementations (the SDK's SHA-1 one hashes strings wrongly,
   * and its HMAC-SHA-256 keeps the data from before a reset: HMACs are compared with the native classes, which run on Lambda).
   */
  async function runs(Hash: THashClass, secret?: string | Uint8Array, bytesOnly = new Hash().digestLength === 4) {
    const out: unknown[] = [];
    for (const text of inputs) {
      const input = bytesOnly && typeof text === 'string' ? Buffer.from(text) : text;
      const hash = new Hash(secret);
      hash.update(new Uint8Array([9, 9]) as never);
      hash.reset();
      hash.update(input as never);
      hash.update(new Uint8Array([42]) as never);
      out.push(await hex(hash));
      if (!secret) out.push(await hex(hash));
    }
    return [new Hash(secret).digestLength, ...out];
  }

  it("computes what the SDK's native and JavaScript implementations compute: SHA-256, HMAC-SHA-256, MD5, CRC-32, SHA-1", async () => {
    const pairs: [string, THashClass, THashClass[]][] = [
      ['sha256', checksum.Sha256, [sdkChecksum.Sha256, sdkChecksum.Sha256Js]],
      ['md5', checksum.Md5, [sdkChecksum.Md5, sdkChecksum.Md5Js]],
      ['crc32', checksum.Crc32, [sdkChecksum.Crc32, sdkChecksum.Crc32Js]],
      ['sha1', sha.Sha1, [sdkSha.Sha1, sdkSha.Sha1Js]],
    ] as never;
    for (const [name, ours, [native, javascript]] of pairs) {
      expect(await runs(ours), name).toEqual(await runs(native!));
      expect(await runs(ours, undefined, true), name).toEqual(await runs(javascript!, undefined, true));
    }
    for (const secret of ['key', new Uint8Array([1, 2, 3])]) {
      expect(await runs(checksum.Sha256 as THashClass, secret)).toEqual(await runs(sdkChecksum.Sha256 as THashClass, secret));
      expect(await runs(sha.Sha1 as THashClass, secret)).toEqual(await runs(sdkSha.Sha1 as THashClass, secret));
    }
    const crc = new checksum.Crc32();
    crc.update(Buffer.from('123456789'));
    expect(crc.digestSync()).toBe(0xcbf43926);
  });

  it('refuses more data after an HMAC digest, as the SDK does', async () => {
    const hmac = new checksum.Sha256('key');
    hmac.update('a');
    await hmac.digest();
    expect(() => hmac.update('b')).toThrow('Attempted to update an already finished hash.');
  });

  it("names the native classes under both of their names and keeps the rest of each module the SDK's", () => {
    expect([checksum.Sha256Node, checksum.Md5Node, checksum.Crc32Node, sha.Sha1Node]).toEqual([checksum.Sha256, checksum.Md5, checksum.Crc32, sha.Sha1]);
    // The same exports, the others the SDK's own (its ES build here, where vitest loads the package's CommonJS one).
    const names = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== 'default')
        .sort();
    expect(names(checksum)).toEqual(names(sdkChecksum));
    expect(names(sha)).toEqual(names(sdkSha));
    expect([checksum.readableStreamHasher.name, checksum.Sha256Js.name, sha.Sha512.name]).toEqual(['readableStreamHasher', 'Sha256Js', 'Sha512']);
  });
});

describe('the Node built-ins bundled to load on first use', () => {
  it('are the real modules once used: https, its Agent and request; a ReadableStream', () => {
    expect(https.Agent).toBe(HttpsAgent);
    expect(https.globalAgent).toBe(globalAgent);
    expect(https.request).toBe(httpsRequest);
    expect(new https.Agent({ keepAlive: true })).toBeInstanceOf(HttpsAgent);
    expect(typeof httpsRequestOnFirstUse).toBe('function');

    const made = new ReadableStream({ start: (controller) => controller.close() });
    expect(made).toBeInstanceOf(RealReadableStream);
    expect(new RealReadableStream()).toBeInstanceOf(ReadableStream);
    expect(Readable.from(['a'])).not.toBeInstanceOf(ReadableStream);
  });

  it('leave https, tls and web streams unloaded when a bundle with the SDK handler and middy loads, until a request', async () => {
    const { build } = await import('esbuild');
    const entry = [
      "import '@middy/core';",
      "import { NodeHttpHandler } from '@smithy/node-http-handler';",
      "import { HttpRequest } from '@smithy/core/protocols';",
      'const loaded = () => process.moduleLoadList.filter((m) => /^NativeModule (https|tls|stream\\/web)$/.test(m)).map((m) => m.slice(13));',
      'const atLoad = loaded();',
      "const failure = await new NodeHttpHandler().handle(new HttpRequest({ protocol: 'https:', hostname: '127.0.0.1', port: 9, path: '/', method: 'GET' })).then(() => 'answered', (error) => error.code);",
      'console.log(JSON.stringify({ atLoad, afterRequest: loaded(), failure }));',
    ].join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'lambda-shims-'));
    try {
      const bundle = join(dir, 'probe.mjs');
      await build({ ...lambdaEsbuildOptions(), stdin: { contents: entry, resolveDir: REPO_ROOT, loader: 'ts' }, outfile: bundle, absWorkingDir: REPO_ROOT });
      const run = spawnSync(process.execPath, [bundle], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const { atLoad, afterRequest, failure } = JSON.parse(run.stdout) as { atLoad: string[]; afterRequest: string[]; failure: string };
      expect(atLoad).toEqual([]);
      expect(afterRequest).toContain('https');
      expect(failure).toBe('ECONNREFUSED');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
