import { parseAppConfig } from '../lib/app-config';

const parse = (context: Record<string, unknown>) => () => parseAppConfig((key) => context[key]);
it('refuses an IP-hash salt on the command line, which would land in the template, and says what replaced it', () => {
  expect(parse({ ipHashSalt: 'a-salt-of-16-chars+' })).toThrow(/context 'ipHashSalt' is no longer read.*Secrets Manager/);
});

it('defaults to private-beta, info logs and the CloudFront domain', () => {
  expect(parse({ siteDomainName: '' })()).toEqual({ appMode: 'private-beta', logLevel: 'info' });
});

it('takes the map style URL the SPA is built with: https or a path on the site', () => {
  expect(parse({ mapStyleUrl: 'https://tiles.example.org/styles/light.json' })()).toMatchObject({ mapStyleUrl: 'https://tiles.example.org/styles/light.json' });
  expect(parse({ mapStyleUrl: '/map/style.json' })()).toMatchObject({ mapStyleUrl: '/map/style.json' });
  expect(parse({ mapStyleUrl: 'tiles.example.org' })).toThrow(/context 'mapStyleUrl'/);
  expect(parse({ mapStyleUrl: 'http://tiles.example.org/style.json' })).toThrow(/context 'mapStyleUrl'/);
});

it('accepts the documented values', () => {
  expect(parse({ appMode: 'live', siteDomainName: 'www.example.com', logLevel: 'debug' })()).toMatchObject({
    appMode: 'live',
    siteDomainName: 'www.example.com',
    logLevel: 'debug',
  });
});

it('rejects an unknown app mode and a domain given as a URL, naming the key', () => {
  expect(parse({ appMode: 'beta-ish' })).toThrow(/context 'appMode'/);
  expect(parse({ siteDomainName: 'https://www.example.com' })).toThrow(/context 'siteDomainName'.*no https/);
});

it("takes Stripe's publishable key, and refuses a secret key in its place", () => {
  expect(parse({ stripePublishableKey: 'pk_live_51Abc' })()).toMatchObject({ stripePublishableKey: 'pk_live_51Abc' });
  expect(parse({ stripePublishableKey: 'sk_live_51Abc' })).toThrow(/context 'stripePublishableKey'.*publishable key/);
});

it('takes the address the alarms are e-mailed to, and refuses one that is not an address', () => {
  expect(parse({ alarmEmail: 'on-call@example.com' })()).toMatchObject({ alarmEmail: 'on-call@example.com' });
  expect(parse({ alarmEmail: 'on-call' })).toThrow(/context 'alarmEmail'/);
});

it('takes the MLSs the deployment registers (a JSON array, or an array in cdk.json) and refuses a malformed one, naming the key', () => {
  const entry = { id: 'actris', name: 'ACTRIS', servers: [{ protocol: 'RESO Web API', url: 'https://api.example-mls.com/reso/odata/actris', tokenUrl: null }] };
  const fromString = parse({ mlsRegistry: JSON.stringify([entry]) })().mlsRegistry!;
  expect(JSON.parse(fromString)).toEqual([entry]);
  expect(JSON.parse(parse({ mlsRegistry: [entry] })().mlsRegistry!)).toEqual([entry]);
  expect(parse({ mlsRegistry: '' })().mlsRegistry).toBeUndefined();
  expect(parse({ mlsRegistry: '[{' })).toThrow(/context 'mlsRegistry' must be a JSON array/);
  expect(parse({ mlsRegistry: [{ ...entry, servers: [{ protocol: 'RETS', url: 'https://rets.example.com/#' }] }] })).toThrow(
    /context 'mlsRegistry' must be MLS registry entries: 0\.servers\.0\.url/,
  );
});
