import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

type TListener = { address: string; port: number };

const LISTEN = '0A';

/** `/proc/net/tcp` writes each 32-bit word of an address in host (little-endian) byte order. */
const wordBytes = (word: string) => (word.match(/../g) ?? []).reverse();

/** Every listening TCP socket of this machine, from the kernel's own tables (no traffic leaves loopback). */
function listeners(): TListener[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN)
      .map((fields) => {
        const [hexAddress, hexPort] = fields[1]!.split(':') as [string, string];
        const bytes = (hexAddress.match(/.{8}/g) ?? []).flatMap(wordBytes);
        return { address: bytes.join('').toLowerCase(), port: Number.parseInt(hexPort, 16) };
      }),
  );
}

/** 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6 (an IPv6 socket bound to 127.0.0.1). */
const isLoopback = (address: string) =>
  (address.length === 8 && address.startsWith('7f')) ||
  address === `${'0'.repeat(30)}01` ||
  (address.startsWith(`${'0'.repeat(20)}ffff`) && address.slice(24, 26) === '7f');

const portOf = (url: string) => Number(new URL(url).port);

const hasKernelTables = existsSync('/proc/net/tcp') && existsSync('/proc/net/tcp6');

// Linux only: elsewhere the kernel's socket tables are not files, and the test says so by being skipped.
describe.skipIf(!hasKernelTables)('the embedded runtime listens on loopback only', () => {
  const env = () => inject('handlerEnv');
  it.each([
    ['the app', () => inject('apiBaseUrl')],
    ['DynamoDB Local', () => inject('dynamoDbEndpoint')],
    ['S3 (s3rver)', () => inject('s3Endpoint')],
    ['SQS', () => inject('sqsEndpoint')],
    ['the EventBridge Scheduler stand-in', () => env().AWS_ENDPOINT_URL_SCHEDULER!],
    ['the Stripe stand-in', () => inject('stripeUrl')],
    ['the CRM stand-in', () => inject('crmUrl')],
    ['the local MLS (RESO Web API)', () => inject('localMls').serviceRoot],
    ['the local MLS (RETS)', () => inject('localMls').retsLoginUrl],
  ])('%s is bound to 127.0.0.1, so another machine on the network cannot reach it', (_name, urlOf) => {
    const port = portOf(urlOf());
    const bound = listeners().filter((listener) => listener.port === port);
    expect(bound.length, `nothing listens on port ${port}`).toBeGreaterThan(0);
    expect(bound.filter((listener) => !isLoopback(listener.address))).toEqual([]);
  });
});
