import { checkEgressUrl, egressUrlProblem } from './egress-url';

const cloud = { allowLoopback: false };
const local = { allowLoopback: true };

describe('egress URL checks', () => {
  it('accepts a public https address', () => {
    expect(egressUrlProblem('https://api.mlsgrid.com/v2', cloud)).toBeNull();
    expect(checkEgressUrl('https://8.8.8.8/odata', cloud).hostname).toBe('8.8.8.8');
  });

  it('refuses a fragment, even an empty one that would swallow the path appended to it', () => {
    expect(egressUrlProblem('https://api.example.com/#', cloud)).toEqual({ problem: 'fragment' });
    expect(egressUrlProblem(new URL('https://api.example.com/odata#x'), cloud)).toEqual({ problem: 'fragment' });
  });

  it('refuses credentials written into the URL', () => {
    expect(egressUrlProblem('https://user:secret@api.example.com/', cloud)).toEqual({ problem: 'userinfo' });
    expect(egressUrlProblem('https://user@api.example.com/', cloud)).toEqual({ problem: 'userinfo' });
  });

  it('takes https only in the cloud; locally http too, but only to loopback', () => {
    expect(egressUrlProblem('http://api.example.com/', cloud)).toEqual({ problem: 'scheme' });
    expect(egressUrlProblem('http://api.example.com/', local)).toEqual({ problem: 'scheme' });
    expect(egressUrlProblem('ftp://api.example.com/', cloud)).toEqual({ problem: 'scheme' });
    expect(egressUrlProblem('http://127.0.0.1:4100/odata', local)).toBeNull();
    expect(egressUrlProblem('http://localhost:4100/odata', local)).toBeNull();
    expect(egressUrlProblem('http://[::1]:4100/odata', local)).toBeNull();
    expect(egressUrlProblem('http://127.0.0.1:4100/odata', cloud)).toEqual({ problem: 'address', range: 'loopback' });
  });

  it('refuses private, loopback and reserved literals in every spelling the URL parser accepts', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/latest/meta-data/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://198.18.0.1/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://[fd00::1]/',
    ]) {
      expect(egressUrlProblem(url, cloud), url).toMatchObject({ problem: 'address' });
    }
    expect(egressUrlProblem('https://localhost/', cloud)).toEqual({ problem: 'address', range: 'loopback' });
    expect(egressUrlProblem('https://crm.localhost/', cloud)).toEqual({ problem: 'address', range: 'loopback' });
    expect(egressUrlProblem('https://127.0.0.1/', cloud)).toEqual({ problem: 'address', range: 'loopback' });
  });

  it('lets the local switch through plain loopback only, never a loopback in disguise', () => {
    expect(egressUrlProblem('https://[::ffff:127.0.0.1]:4100/', local)).toEqual({ problem: 'address', range: 'loopback' });
    expect(egressUrlProblem('http://[::ffff:127.0.0.1]:4100/', local)).toEqual({ problem: 'address', range: 'loopback' });
    expect(egressUrlProblem('https://[::127.0.0.1]/', local)).toEqual({ problem: 'address', range: 'IPv4-compatible' });
    expect(egressUrlProblem('https://10.0.0.1/', local)).toEqual({ problem: 'address', range: 'private' });
  });

  it('says what is wrong in our words', () => {
    expect(() => checkEgressUrl('https://[::ffff:169.254.169.254]/', cloud)).toThrow('Use a public address, not one inside a private network (link-local)');
    expect(() => checkEgressUrl('not a url', cloud)).toThrow('Not a valid URL');
  });
});
