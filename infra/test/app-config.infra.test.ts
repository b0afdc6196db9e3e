import { parseAppConfig } from '../lib/app-config';

const parse = (context: Record<string, unknown>) => () => parseAppConfig((key) => context[key]);
const SALT = 'a-salt-of-16-chars+';

it('requires ipHashSalt and says how to pass it', () => {
  expect(parse({})).toThrow(/ipHashSalt.*-c ipHashSalt=/);
  expect(parse({ ipHashSalt: 'short' })).toThrow(/at least 16 characters/);
});

it('defaults to private-beta, info logs and the CloudFront domain', () => {
  expect(parse({ ipHashSalt: SALT, siteDomainName: '' })()).toEqual({ appMode: 'private-beta', logLevel: 'info', ipHashSalt: SALT });
});

it('accepts the documented values', () => {
  expect(parse({ ipHashSalt: SALT, appMode: 'live', siteDomainName: 'www.example.com', logLevel: 'debug' })()).toMatchObject({
    appMode: 'live',
    siteDomainName: 'www.example.com',
    logLevel: 'debug',
  });
});

it('rejects an unknown app mode and a domain given as a URL, naming the key', () => {
  expect(parse({ ipHashSalt: SALT, appMode: 'beta-ish' })).toThrow(/context 'appMode'/);
  expect(parse({ ipHashSalt: SALT, siteDomainName: 'https://www.example.com' })).toThrow(/context 'siteDomainName'.*no https/);
});
