import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('turns zod’s JIT off (no `new Function` under our CSP) before zod loads', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
