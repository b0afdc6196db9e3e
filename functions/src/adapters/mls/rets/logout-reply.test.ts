import { MlsError } from '../mls-client';
import { parseLogoutReply } from './logout-reply';
import { readFixtureText } from './testing/recorded-fixtures';

const url = 'http://mls.test/rets2_1/Logout';

describe('parseLogoutReply on recorded replies', () => {
  it('reads flexmls ReplyText written before ReplyCode, and the SignOffMessage of RETS-RESPONSE', () => {
    expect(parseLogoutReply(readFixtureText('logout-success-flexmls.xml'), url)).toEqual({
      replyCode: 0,
      replyText: 'Logout Successful',
      signOffMessage: 'Good Bye',
    });
  });

  it('accepts the Tarasoft bare-text body, which has no RETS-RESPONSE', () => {
    expect(parseLogoutReply(readFixtureText('logout-tarasoft-plain-text-body.xml'), url)).toEqual({
      replyCode: 0,
      replyText: 'Operation Success.',
      signOffMessage: null,
    });
  });

  it('keeps the text of an HTML page without a code: the session is over either way', () => {
    const reply = parseLogoutReply(readFixtureText('logout-html-bot-challenge.html'), url);
    expect(reply.replyCode).toBeNull();
    expect(reply.replyText).toMatch(/<html>/i);
  });

  it('reports a non-zero reply code with the server text', () => {
    const attempt = () => parseLogoutReply('<RETS ReplyCode="20037" ReplyText="Not logged in"/>', url);
    expect(attempt).toThrow(MlsError);
    expect(attempt).toThrow('RETS Logout failed: 20037 Not logged in');
  });
});
