import { isSameSiteNavigation } from './same-site-request';

const SITE = ['https://market.example', 'http://127.0.0.1:3000'];

describe('same-site navigations', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'cross-site', referer: 'https://market.example/' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ origin: 'https://market.example' }, true],
    [{ referer: 'http://127.0.0.1:3000/settings' }, true],
    [{ referer: 'https://evil.example/market.example' }, false],
    [{ origin: 'null' }, false],
    [{ referer: 'not a url' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameSiteNavigation(headers, SITE)).toBe(expected);
  });
});
