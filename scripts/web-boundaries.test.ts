import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The web's layers as `npm run lint` holds them (issue 27): components/, hooks/, lib/, config/ and realtime/ sit below
 * the features and import none of them; features do not import each other, and a route reaches a feature through its
 * public entry; the typed store hooks live in lib/, below the features, which import them from there. Each probe is linted as if it were a file at that place.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repo });

async function problems(place: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, 'apps/web/src', place) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the web boundary lint', () => {
  it('refuses realtime/ importing a feature', async () => {
    const found = await problems(
      'realtime/probe.ts',
      "import { ChatWidget } from '@/features/chat';\nexport const probe = ChatWidget;\n",
    );
    expect(found.join('\n')).toContain('realtime/ sit below the features and import none of them');
  }, 60_000);

  it('refuses components/ and hooks/ importing a feature, by alias or by relative path', async () => {
    for (const [place, from] of [
      ['components/probe.tsx', '@/features/cart'],
      ['hooks/probe.ts', '../features/cart'],
    ] as const) {
      const found = await problems(place, `import { x } from '${from}';\nexport const probe = x;\n`);
      expect(found.join('\n'), place).toContain('sit below the features');
    }
  }, 60_000);

  it('refuses a feature importing another feature (the route composes them)', async () => {
    const found = await problems(
      'features/cart/probe.ts',
      "import { ChatWidget } from '@/features/chat';\nexport const probe = ChatWidget;\n",
    );
    expect(found.join('\n')).toContain('Features do not import each other');
  }, 60_000);

  it("refuses a route reaching into a feature's internals", async () => {
    const found = await problems(
      'app/probe.tsx',
      "import { x } from '@/features/chat/components/widget';\nexport const probe = x;\n",
    );
    expect(found.join('\n')).toContain('through its public entry');
  }, 60_000);

  it('lets realtime/ and a feature import the typed store hooks from lib/', async () => {
    const code = "import { useAppDispatch } from '@/lib/store';\nexport const probe = useAppDispatch;\n";
    expect(await problems('realtime/probe.ts', code)).toEqual([]);
    expect(await problems('features/cart/probe.ts', code)).toEqual([]);
  }, 60_000);
});
