import { bearerTokenOf } from './bearer-token';

describe('bearerTokenOf', () => {
  it('reads the token of the Bearer scheme, in any case', () => {
    expect(bearerTokenOf({ authorization: 'Bearer ohm_live_abc_def' })).toBe('ohm_live_abc_def');
    expect(bearerTokenOf({ authorization: 'bearer  ohm_live_abc_def ' })).toBe('ohm_live_abc_def');
  });

  it('takes a malformed Bearer header as an API call (its key is then refused), not as no credential', () => {
    expect(bearerTokenOf({ authorization: 'Bearer' })).toBe('');
    expect(bearerTokenOf({ authorization: 'Bearer two words' })).toBe('two words');
  });

  it('is null without the header or with another scheme', () => {
    expect(bearerTokenOf({})).toBeNull();
    expect(bearerTokenOf({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(bearerTokenOf({ authorization: 'BearerToken abc' })).toBeNull();
  });
});
