// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['@lumi/server', '@lumi/server/*', '**/apps/server/**'];
const noServer = { group: serverOnly, message: 'The web app never imports the server.' };

// Web feature boundaries (conventions.md): a route composes features; features don't import each other
// (shared code moves down to components/, hooks/, lib/ or @lumi/shared); outside its folder a feature
// is reached only through its public entry, features/<name>/index.ts.
const WEB = 'apps/web/src';

/** Each feature folder, with the depths (folders below the feature's root) its source files sit at. */
function webFeatures() {
  const root = new URL(`./${WEB}/features/`, import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const files = readdirSync(new URL(`${name}/`, root), { recursive: true, encoding: 'utf8' });
      const depths = files
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => file.split(/[\\/]/).length - 1);
      return { name, depths: [...new Set(depths)] };
    });
}

/** The rule for a feature's files `depth` folders below its root: no other feature, no way out by `../`. */
function featureBoundary(feature, depth) {
  return {
    files: [`${WEB}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message:
                'Features do not import each other: move what both need down to components/, hooks/, lib/ or @lumi/shared, or let the route compose them.',
            },
            {
              regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
              message: 'A relative import stays inside its feature; reach shared code through @/.',
            },
          ],
        },
      ],
    },
  };
}

const deepFeatureImport = {
  regex: '^(@/|(\\.{1,2}/)+)features/[^/]+/.',
  message:
    'Import a feature through its public entry, @/features/<name> (its index.ts), never its internals.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  // Import boundaries: shared imports no app and does no I/O; the web never imports the server.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lumi/server', '@lumi/web', '**/apps/**'],
              message: 'packages/shared imports no app.',
            },
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom'],
              message: 'packages/shared is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer, deepFeatureImport] }],
    },
  },
  {
    files: [`${WEB}/{components,hooks,lib,config,realtime}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '^(@/|(\\.{1,2}/)+)features(/|$)',
              message:
                'components/, hooks/, lib/, config/ and realtime/ sit below the features and import none of them.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures().flatMap(({ name, depths }) => depths.map((depth) => featureBoundary(name, depth))),
  // Layers inside a server module: routes → service → repository (conventions.md).
  {
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/repository',
                'drizzle-orm',
                'drizzle-orm/*',
                '**/db/schema',
                '**/db/schema/*',
                '**/db/sql',
                '**/db/pg-errors',
              ],
              message: 'Routes call services; only repositories touch SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server suite's workers keep their modules between files (ADR 0068): a mocked module would leak into the
    // worker's next files.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'hoisted'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Server tests share modules within a worker (ADR 0068): hand the app a dependency instead.',
        })),
      ],
    },
  },
  {
    // Services (a module's service.ts and the files it is split into): SQL and SQLSTATEs stay in repositories.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*repository.ts',
      'apps/server/src/modules/**/*routes.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*-sql.ts',
      'apps/server/src/modules/**/views.ts',
      'apps/server/src/modules/**/test-fixtures.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                '**/db/schema',
                '**/db/schema/*',
                '**/db/sql',
                '**/db/pg-errors',
              ],
              message:
                'Services use repositories for SQL; repositories turn PostgreSQL errors into domain errors.',
            },
          ],
        },
      ],
    },
  },
);
