import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 24: emoji used as icons ('🕒', '🏥', 'Xin chào 👋', '✕') were empty boxes where no emoji font is installed
 * (many Linux desktops, some Android builds). Icons come from `components/icons` (plain SVG) or antd's icons. This
 * scans the app's own source: a pictograph, a dingbat or the emoji presentation selector anywhere outside tests
 * fails it. ©, ® and ™ stay (ordinary text characters in every font).
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMOJI = /(?![©®™])[\p{Extended_Pictographic}\u2700-\u27BF]|\uFE0F/gu;
/**
 * The one emoji the app writes on purpose: the clinic lists' rating label for a rating not among the server's
 * options, kept equal to the server's own labels ('Trên 4.5 ⭐', api-contract §3); both are drawn through
 * `starLabel`, which finds that star and draws the icon instead.
 */
const ALLOWED = new Map([
  ['features/clinic/utils/list-params.ts', ['⭐']],
  ['features/clinic/components/star-label.tsx', ['⭐']],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('no emoji as icons in the web app', () => {
  it('finds the app’s source files', () => {
    expect(sourceFiles(SRC).length).toBeGreaterThan(100);
  });

  it('no source file writes an emoji (except the allowed rating label)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const allowed = ALLOWED.get(relative) ?? [];
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [emoji] of line.matchAll(EMOJI)) {
            if (!allowed.includes(emoji)) found.push(`${relative}:${index + 1} ${emoji}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
