import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');

/**
 * The borders of the code, checked on every import (resolved to a file, aliases included):
 * - a web feature never imports another feature; shared UI and helpers (components/, lib/) import no feature and not app/;
 * - outside a server module, only the module's index.ts (what it exports for others) may be imported.
 */
const borders = {
  web: [
    ...webFeatures.map((feature) => ({
      target: `apps/web/src/features/!(${feature})/**`,
      from: `apps/web/src/features/${feature}`,
      message: 'A feature never imports another feature: move what both need to src/components or src/lib, or compose them in src/app.',
    })),
    {
      target: ['apps/web/src/components', 'apps/web/src/lib'],
      from: ['apps/web/src/features', 'apps/web/src/app'],
      message: 'Shared UI and helpers stay independent of features and of the app shell.',
    },
  ],
  server: serverModules.map((module) => ({
    target: ['apps/server/src/*.ts', 'apps/server/src/!(modules)/**', `apps/server/src/modules/!(${module})/**`],
    from: `apps/server/src/modules/${module}/**`,
    except: [path.join(root, `apps/server/src/modules/${module}/index.*`)],
    message: `Import the ${module} module through apps/server/src/modules/${module}/index.ts, which says what it offers to others.`,
  })),
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/screenshots/**', '.node24/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Another package's Symbol.for key names its private state, which changes without notice (issue 32).
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message: "Symbol.for reaches into a library's private state: use its public interface, or a Symbol() of your own.",
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser's contract entry turns zod's JIT off before any schema is built (packages/contract/src/browser.ts);
      // this subpath builds schemas without it.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@partsmith/contract/session',
              allowTypeImports: true,
              message: "Import the session's schema from '@partsmith/contract', whose browser entry builds it with zod's JIT off.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: borders.web }] },
  },
  {
    // Tests may reach into a module to set up what they check.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: borders.server }] },
  },
  {
    // Migrations, and the tests' rows written before them, describe tables before the typed schema knows them.
    files: ['apps/server/src/db/migrations/**', 'apps/server/test/migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
