// Lint rules: strict TypeScript (no `any`, no floating promises), the rules of hooks, and the
// dependency direction of docs/architecture.md as errors: app → features → shared layers; features
// never import each other, reach the sync engine only through its public modules and vendors only
// through src/lib and src/components/ui; no import cycles; relative imports name their file.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/local-rules.js';

const featuresDir = 'src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const sharedLayers = ['./src/lib', './src/components', './src/db', './src/sync', './src/workers'];

/** What features may import of the sync engine: its client, collections, mutators and query schema. */
const syncPublicModules = ['./client', './collections', './mutators', './query/query-schema.ts'];
// Features see the sync engine through its public modules only; its internals (runtime, outbox,
// pull, engine) may change without touching a feature.
const syncSurfaceZone = (except) => ({
  target: './src/features',
  from: './src/sync',
  except,
  message:
    'Features import the sync engine only through src/sync/client, collections, mutators and query/query-schema.ts.',
});

const zones = [
  // No feature imports another feature.
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features never import each other; combine them in a route file under src/app.',
  })),
  syncSurfaceZone(syncPublicModules),
  // Nothing imports upward.
  { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
  ...sharedLayers.map((target) => ({
    target,
    from: ['./src/app', './src/features'],
    message: 'Shared layers must not import app or feature code.',
  })),
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/sync', './src/workers'],
    message: 'lib and ui stay independent of the sync engine.',
  },
  {
    target: './src/db',
    from: ['./src/sync', './src/workers'],
    message: 'The store does not know the sync engine.',
  },
  { target: './src', from: './server', message: 'The console must not import the reference server.' },
  { target: './server', from: './src', message: 'The server must not import console code.' },
];

/**
 * Vendors that features and the app may import directly: React, the router, the query client and
 * zod are the framework itself. Every other library is wrapped once in src/lib or
 * src/components/ui, so a feature never depends on a vendor's API (style.md habit 17).
 */
const frameworkImports = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'zod',
  'virtual:*',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tmp/**', 'dev-dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, local },
    // The import rules read the modules an import points at (no-cycle follows them); without
    // these they parse only .js files and a TypeScript cycle goes unseen.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/relative-import-extension': 'error',
    },
  },
  {
    // A feature's tests may run its queries on the real engine (src/sync/query/engine.ts).
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones.map((zone) =>
            zone.from === './src/sync' ? syncSurfaceZone([...syncPublicModules, './query/engine.ts']) : zone,
          ),
        },
      ],
    },
  },
  {
    // The two classic rules of hooks. The React Compiler's rules in the plugin's recommended set
    // judge code written for the compiler, which this project does not use.
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A module-level object schema is built when its module loads; in the console that is a start
    // task's CPU (decision 0012), so such schemas are wrapped in builtOnFirstUse(), inline ones too.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test-support.ts', 'src/**/*fixtures.ts'],
    rules: { 'local/built-on-first-use': 'error' },
  },
  {
    // Features and the app use vendors only through their wrappers in src/lib and src/components/ui.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(${frameworkImports.map((p) => p.replace('*', '.*').replace('/', '\\/')).join('|')})$)[^./]`,
              message:
                'Import this library through its wrapper in src/lib or src/components/ui (add one there if it is missing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
