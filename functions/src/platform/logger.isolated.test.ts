import { createHash } from 'node:crypto';
import { addLogContext, logger, setLogContext, setLogUser } from './logger';

/** The JSON lines the logger wrote while `run` ran. */
function linesOf(run: () => void): Record<string, unknown>[] {
  const written: string[] = [];
  const capture = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the log correlation fields', () => {
  // A test run that also starts the embedded runtime hands its workers the handlers' LOG_LEVEL (silent).
  beforeEach(() => vi.stubEnv('LOG_LEVEL', undefined));
  afterEach(() => vi.unstubAllEnvs());

  it('tag a signed-in request with a hash of the user id, never the id', () => {
    const [line] = linesOf(() => {
      setLogContext({ requestId: 'req-1', route: 'GET /api/auth/user' });
      setLogUser('01JUSER');
      logger.warn('something odd');
    });
    expect(line).toMatchObject({
      requestId: 'req-1',
      route: 'GET /api/auth/user',
      userHash: createHash('sha256').update('01JUSER').digest('hex').slice(0, 16),
    });
    expect(JSON.stringify(line)).not.toContain('01JUSER');
  });

  it('forget the user at the next invocation', () => {
    const [line] = linesOf(() => {
      setLogContext({ requestId: 'req-1' });
      setLogUser('01JUSER');
      setLogContext({ requestId: 'req-2' });
      logger.warn('next request');
    });
    expect(line).toMatchObject({ requestId: 'req-2' });
    expect(line).not.toHaveProperty('userHash');
  });

  it("keep fields added during the invocation, such as an MLS run's configuration", () => {
    const [line] = linesOf(() => {
      setLogContext({ requestId: 'msg-1', route: 'worker mls-sync' });
      addLogContext({ configId: 'cfg-1' });
      logger.warn('mls sync failed');
    });
    expect(line).toMatchObject({ requestId: 'msg-1', route: 'worker mls-sync', configId: 'cfg-1', message: 'mls sync failed' });
  });
});

describe('API keys in log lines', () => {
  beforeEach(() => vi.stubEnv('LOG_LEVEL', undefined));
  afterEach(() => vi.unstubAllEnvs());

  it('keep only the public id of a key, wherever in the line it appears', () => {
    const key = `ohm_live_0123456789abcdef_${'A'.repeat(43)}`;
    const [line] = linesOf(() => {
      setLogContext({ requestId: 'req-1' });
      logger.warn(`refused ${key}`, { header: `Bearer ${key}` });
    });
    expect(JSON.stringify(line)).not.toContain('A'.repeat(43));
    expect(line).toMatchObject({ message: 'refused ohm_live_0123456789abcdef…[redacted]', header: 'Bearer ohm_live_0123456789abcdef…[redacted]' });
  });
});
