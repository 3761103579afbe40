// Lint rules: strict TypeScript (no `any`, no floating promises) and the dependency direction
// of DEVELOPERS.md as errors: app → features → shared layers; features never import each other.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const featuresDir = 'src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const sharedLayers = ['./src/lib', './src/components', './src/db', './src/sync', './src/workers'];

const zones = [
  // No feature imports another feature.
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features never import each other; combine them in a route file under src/app.',
  })),
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

/** zod constructors of object schemas, the costly ones to build (each field is a schema too). */
const zodObject =
  "CallExpression[callee.object.name='z'][callee.property.name=/^(object|looseObject|strictObject|discriminatedUnion)$/]";

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tmp/**', 'dev-dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // A module-level object schema is built when its module loads; in the console that is a start
    // task's CPU (decision 0012), so such schemas are wrapped in builtOnFirstUse().
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test-support.ts', 'src/**/*fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A declaration whose value is a zod call chain (not a builtOnFirstUse() call) that is or
          // holds an object schema.
          selector: `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression[callee.type='MemberExpression']:matches(${zodObject}, :has(${zodObject}))`,
          message:
            'Build a module-level object schema on first use: wrap it in builtOnFirstUse() (src/lib/built-on-first-use.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
