import { createHash } from 'node:crypto';
import { basicAuthorization, digestAuthorization, parseDigestChallenge, userAgentAuthorization } from './http-auth';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('HTTP and RETS authorization', () => {
  it('answers the RFC 2617 example challenge with its published response', () => {
    const challenge = parseDigestChallenge(
      'Digest realm="testrealm@host.com", qop="auth,auth-int", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
    );
    expect(challenge).toMatchObject({ realm: 'testrealm@host.com', qop: 'auth', algorithm: 'MD5' });
    const header = digestAuthorization(
      { challenge: challenge!, nonceCount: 0 },
      { method: 'GET', uri: '/dir/index.html', username: 'Mufasa', password: 'Circle Of Life' },
      '0a4f113b',
    );
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
    expect(header).toContain('nc=00000001');
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it('counts nonce uses and falls back to the pre-qop formula when the server offers no qop', () => {
    const state = { challenge: parseDigestChallenge('Digest realm=r, nonce=n')!, nonceCount: 0 };
    const header = digestAuthorization(state, { method: 'GET', uri: '/x', username: 'u', password: 'p' }, 'c');
    expect(header).toContain(`response="${md5(`${md5('u:r:p')}:n:${md5('GET:/x')}`)}"`);
    expect(header).not.toContain('qop=');
    digestAuthorization(state, { method: 'GET', uri: '/x', username: 'u', password: 'p' }, 'c');
    expect(state.nonceCount).toBe(2);
  });

  it('builds Basic and RETS UA-Authorization values', () => {
    expect(basicAuthorization('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    const expected = md5(`${md5('MyAgent/1.0:secret')}:42:SESSION:RETS/1.7.2`);
    expect(
      userAgentAuthorization({ userAgent: 'MyAgent/1.0', userAgentPassword: 'secret', requestId: '42', sessionId: 'SESSION', version: 'RETS/1.7.2' }),
    ).toBe(`Digest ${expected}`);
  });
});
