import { describe, expect, it } from 'vitest';

/**
 * Every feature adds its endpoints to the one API slice (`api.injectEndpoints`), and RTK Query keeps the first
 * definition of a name: a second slice's endpoint of the same name would silently call the first one's URL, or not,
 * depending on which module the page loaded first (the clinic admin's reviews list called the public
 * `/clinics/reviews` once the public clinic API came with the app's first script — issue 26).
 */
const sources = import.meta.glob(['/src/**/*-api.ts', '/src/lib/api.ts', '!/src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('API endpoints', () => {
  it('each name is defined once across the feature slices', () => {
    const where = new Map<string, string[]>();
    for (const [file, text] of Object.entries(sources))
      for (const match of text.matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm))
        where.set(match[1]!, [...(where.get(match[1]!) ?? []), file]);
    expect(where.size).toBeGreaterThan(100);
    expect([...where].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
