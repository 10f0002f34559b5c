// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['@lumi/server', '@lumi/server/*', '**/apps/server/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverOnly, message: 'The web app never imports the server.' }] },
      ],
    },
  },
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
    // Services (a module's service.ts and the files it is split into): SQL and SQLSTATEs stay in repositories.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*repository.ts',
      'apps/server/src/modules/**/*routes.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*-sql.ts',
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
