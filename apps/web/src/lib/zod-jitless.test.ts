import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('switches zod to its interpreter before zod is first imported', async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // And schemas still parse (and refuse) as before.
    const schema = z.object({ name: z.string().min(2) });
    expect(schema.safeParse({ name: 'Lumi' }).success).toBe(true);
    expect(schema.safeParse({ name: 'L' }).success).toBe(false);
  });
});
