import { MlsError } from '../mls-client';
import { agentCodeOf, parseLoginReply } from './login-reply';
import { readFixtureText } from './testing/recorded-fixtures';

describe('parseLoginReply on recorded replies', () => {
  it('resolves flexmls relative capability URLs against the login URL and keeps the other lines', () => {
    const login = parseLoginReply(readFixtureText('login-success-flexmls-1.7.2.xml'), 'http://retsgw.test:8080/rets2_1/Login');
    expect(login.replyText).toBe('Success');
    expect(login.capabilities).toEqual({
      search: 'http://retsgw.test:8080/rets2_1/Search',
      getMetadata: 'http://retsgw.test:8080/rets2_1/GetMetadata',
      getObject: 'http://retsgw.test:8080/rets2_1/GetObject',
      logout: 'http://retsgw.test:8080/rets2_1/Logout',
    });
    expect(login.info).toMatchObject({
      MetadataVersion: '01.03.63047',
      MetadataTimestamp: '2016-08-19T01:29:49Z',
      'X-SupportSite': 'http://flexmls.com/rets/',
    });
    expect(login.loggedInMemberId).toBe('20000426143505724628000000');
  });

  it('keeps CRIS absolute capability URLs on their own port, with an empty ReplyText and empty User sub-fields', () => {
    const login = parseLoginReply(readFixtureText('login-success-cris-absolute-urls.xml'), 'http://127.0.0.1:1234/login');
    expect(login.replyText).toBe('');
    expect(login.capabilities.search).toBe('http://rets.crisnetmls.com:6103/cgi-bin/WebObjects/RETS.woa/12/wa/RETSTransactionHandler/search');
    expect(login.capabilities.logout).toBe('http://rets.crisnetmls.com:6103/cgi-bin/WebObjects/RETS.woa/12/wa/RETSTransactionHandler/logout');
    expect(login.info).toMatchObject({ User: '0207099998,,X', TimeoutSeconds: '900', MinMetadataVersion: '1.0.3' });
    expect(login.loggedInMemberId).toBeNull();
  });

  it('turns reply 20036 into an MlsError with the server text', () => {
    const attempt = () => parseLoginReply(readFixtureText('login-failure-20036.xml'), 'http://mls.test/login');
    expect(attempt).toThrow(MlsError);
    expect(attempt).toThrow('RETS Login failed: 20036 Miscellaneous Server Error');
  });
});

describe('agentCodeOf, the member a RETS login names (User=<user-id>,<user-level>,<user-class>,<agent-code>)', () => {
  it.each([
    ['four fields (flexmls)', 'demomls,MASTER,4,20000426143505724628000000', '20000426143505724628000000'],
    ['four fields, an agent', 'local-rets-agent,Agent,1,ATX-A-7412', 'ATX-A-7412'],
    ['spaces around the fields', ' 12345 , Agent , 1 ,  ATX-A-7558 ', 'ATX-A-7558'],
    ['more fields than four', 'u1,Agent,1,A-9,extra', 'A-9'],
  ])('reads the agent code from %s', (_shape, user, expected) => {
    expect(agentCodeOf(user)).toBe(expected);
  });

  it.each([
    ['three fields (CRIS)', '0207099998,,X'],
    ['the user id alone', 'someone'],
    ['an empty agent code', 'u1,Agent,1,'],
    ['a blank agent code', 'u1,Agent,1,   '],
    ['an empty line', ''],
    ['no User line', undefined],
  ])('answers null for %s', (_shape, user) => {
    expect(agentCodeOf(user)).toBeNull();
  });
});
