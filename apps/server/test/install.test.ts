import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * What a clean `npm install` holds (issue 24): no package whose engines refuse the Node.js the project declares (npm
 * warns EBADENGINE for each), and no dependency that nothing in its workspace uses.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

type Manifest = {
  engines?: { node?: string };
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };

const root = readJson<Manifest>('package.json');

describe('a clean install', () => {
  it('holds no package whose engines refuse the declared Node.js', () => {
    const declared = root.engines?.node;
    expect(declared).toBeDefined();
    const oldest = semver.minVersion(declared!)!.version;
    const lock = readJson<Lock>('package-lock.json');
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return node !== undefined && !semver.satisfies(oldest, node, { includePrerelease: true });
      })
      .map(([key, entry]) => `${key} (${JSON.stringify(entry.engines)})`);
    expect(refused, `Node.js ${oldest} (${declared})`).toEqual([]);
  });

  /** Packages used by name outside an import: a peer another package needs, or a tool run by its command. */
  const USED_WITHOUT_IMPORT: Record<string, string> = {
    '@tiptap/pm': 'peer dependency of @tiptap/react',
    '@tiptap/core': 'peer dependency of @tiptap/react',
    '@testing-library/dom': 'peer dependency of @testing-library/react',
  };
  /** Commands whose package has another name. */
  const COMMANDS: Record<string, string> = { typescript: 'tsc' };

  const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'data', '.git', 'test-results', 'coverage']);
  function sources(dir: string, out: string[] = []): string[] {
    for (const name of readdirSync(dir)) {
      if (SKIP_DIRS.has(name)) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) sources(full, out);
      else if (/\.(ts|tsx|mts|cts|js|mjs|cjs|css|html)$/.test(name) || name === 'run') out.push(full);
    }
    return out;
  }

  it('declares no dependency that nothing in its workspace uses', () => {
    const unused: string[] = [];
    for (const workspace of ['.', ...(root.workspaces ?? [])]) {
      const manifest = readJson<Manifest>(path.join(workspace, 'package.json'));
      const dir = path.join(ROOT, workspace);
      const files =
        workspace === '.'
          ? [
              ...sources(path.join(ROOT, 'scripts')),
              ...sources(path.join(ROOT, '.ci')),
              ...readdirSync(ROOT)
                .filter((f) => /\.(ts|js|mjs)$/.test(f))
                .map((f) => path.join(ROOT, f)),
              // Root tools serve every workspace.
              ...(root.workspaces ?? []).flatMap((w) => sources(path.join(ROOT, w))),
            ]
          : sources(dir);
      const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      const scripts = Object.values(manifest.scripts ?? {}).join('\n');
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      for (const name of Object.keys(all)) {
        if (name.startsWith('@types/') || name.startsWith('@lumi/') || USED_WITHOUT_IMPORT[name]) continue;
        const bin = COMMANDS[name] ?? name.replace(/^@[^/]+\//, '');
        const quoted = new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^'"\`]*)?['"\`]`);
        const command = new RegExp(`(^|[\\s;&|(])(npx )?${bin}(\\s|$)`, 'm');
        if (!quoted.test(text) && !command.test(scripts) && !command.test(text))
          unused.push(`${workspace}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
