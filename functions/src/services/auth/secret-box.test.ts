import { randomBytes } from 'node:crypto';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const [version, iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
