import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('is jitless once zod loads after it, so no schema compiles code the CSP refuses', async () => {
    await import('./zod-config');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
