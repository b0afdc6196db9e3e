import { rememberReturnTo, sameSiteReturnPath, takeReturnTo } from './return-to';

describe('returnTo', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['/create-listing', '/property/01H?tab=photos', '/saved-open-houses#past'])('accepts the same-site path %s', (path) => {
    expect(sameSiteReturnPath(path)).toBe(path);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'create-listing', '/api/login', '/a\\b', '', null])(
    'refuses %s',
    (path) => {
      expect(sameSiteReturnPath(path)).toBeNull();
    },
  );

  it('prefers ?returnTo= and falls back to the remembered page, each used once', () => {
    rememberReturnTo('/subscribe');
    expect(takeReturnTo('?returnTo=%2Fcreate-listing')).toBe('/create-listing');
    expect(takeReturnTo('')).toBeNull();
    rememberReturnTo('/subscribe');
    expect(takeReturnTo('?returnTo=%2F%2Fevil.example')).toBe('/subscribe');
  });

  it('does not remember a path that leaves the site', () => {
    rememberReturnTo('//evil.example');
    expect(takeReturnTo('')).toBeNull();
  });
});
