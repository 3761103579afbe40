// The project's own lint rules, run through ESLint's RuleTester: each invalid case is code the
// rule must refuse, each valid case code it must let through.
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import local from './local-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('relative-import-extension', local.rules['relative-import-extension'], {
  valid: [
    "import { a } from './a.ts';",
    "import A from '../ui/a.tsx';",
    "import './style.css';",
    "import { z } from 'zod';",
    "export { b } from './b.ts';",
    "const m = import('./lazy.tsx');",
  ],
  invalid: [
    { code: "import { a } from './a';", errors: [{ messageId: 'missing' }] },
    { code: "import { a } from '../../features/catalog/list';", errors: [{ messageId: 'missing' }] },
    { code: "export * from './b';", errors: [{ messageId: 'missing' }] },
    { code: "export { c } from '../c';", errors: [{ messageId: 'missing' }] },
    { code: "const m = import('./lazy');", errors: [{ messageId: 'missing' }] },
  ],
});

tester.run('built-on-first-use', local.rules['built-on-first-use'], {
  valid: [
    'const s = builtOnFirstUse(() => z.object({ a: z.string() }));',
    'const s = z.array(z.string());',
    'function parse(v) { return z.object({ a: z.string() }).parse(v); }',
    'const m = defineMutator({ args: builtOnFirstUse(() => z.object({ id: z.string() })) });',
    'const f = () => z.looseObject({});',
  ],
  invalid: [
    { code: 'const s = z.object({ a: z.string() });', errors: [{ messageId: 'eager' }] },
    { code: 'export const s = z.array(z.object({ a: z.string() }));', errors: [{ messageId: 'eager' }] },
    // The inline case the old selector missed: a schema built inside a module-level call.
    {
      code: 'const m = defineMutator({ args: z.object({ id: z.string() }) });',
      errors: [{ messageId: 'eager' }],
    },
    { code: "const u = z.discriminatedUnion('k', [a, b]);", errors: [{ messageId: 'eager' }] },
    // Only the outermost eager schema is reported: wrapping it covers the nested one.
    { code: 'const s = z.object({ inner: z.object({ a: z.string() }) });', errors: [{ messageId: 'eager' }] },
  ],
});
