import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalSecrets } from './local-config';

describe('local secrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'local-secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates every secret once, readable only by the owner, and keeps them across starts', () => {
    const first = loadLocalSecrets(dataDir);
    expect(first.cursorSigningKey.length).toBeGreaterThanOrEqual(32);
    expect(first.deviceCookieKey.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.totpEncryptionKey, 'base64')).toHaveLength(32);
    expect(statSync(join(dataDir, 'local-secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadLocalSecrets(dataDir)).toEqual(first);
  });

  it('adds the secrets an older file lacks and keeps the salt it has', () => {
    writeFileSync(join(dataDir, 'local-secrets.json'), JSON.stringify({ ipHashSalt: 'kept-from-before-0123' }));
    const secrets = loadLocalSecrets(dataDir);
    expect(secrets.ipHashSalt).toBe('kept-from-before-0123');
    expect(JSON.parse(readFileSync(join(dataDir, 'local-secrets.json'), 'utf8'))).toEqual(secrets);
  });
});
