// The project's own lint rules, where no stock rule says it exactly:
// - `relative-import-extension`: a relative import names its file with its extension. The lint's
//   resolver finds only exact paths, so an import without one resolves nowhere and slips past the
//   dependency-direction and cycle rules, which then cannot see where it points.
// - `built-on-first-use`: a zod object schema built at module level (anywhere outside a function,
//   including inside a call such as `defineMutator({ args: z.object(...) })`) is wrapped in
//   `builtOnFirstUse()`, so it costs nothing until its first parse (decision 0012).

const HAS_EXTENSION = /\.(ts|tsx|js|mjs|cjs|css|json|svg|png|webmanifest)(\?.*)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const relativeImportExtension = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports name their file with its extension.' },
    messages: {
      missing:
        "Name the file with its extension ('{{source}}.ts' or '.tsx'): an import without one resolves nowhere in the lint and escapes the boundary rules.",
    },
    schema: [],
  },
  create(context) {
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const value = source.value;
      if (!value.startsWith('./') && !value.startsWith('../')) return;
      if (!HAS_EXTENSION.test(value))
        context.report({ node: source, messageId: 'missing', data: { source: value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const ZOD_OBJECT_BUILDERS = new Set(['object', 'looseObject', 'strictObject', 'discriminatedUnion']);
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const isZodObjectCall = (node) =>
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'z' &&
  node.callee.property.type === 'Identifier' &&
  ZOD_OBJECT_BUILDERS.has(node.callee.property.name);

/** @type {import('eslint').Rule.RuleModule} */
const builtOnFirstUse = {
  meta: {
    type: 'problem',
    docs: { description: 'Module-level zod object schemas are built on first use.' },
    messages: {
      eager:
        'Build a module-level object schema on first use: wrap it (or the schema that holds it) in builtOnFirstUse() (src/lib/built-on-first-use.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isZodObjectCall(node)) return;
        // Inside a function (builtOnFirstUse's own callback among them) it is built when called.
        const ancestors = context.sourceCode.getAncestors(node);
        if (ancestors.some((a) => FUNCTION_TYPES.has(a.type))) return;
        // Report the outermost eager object schema only: wrapping it covers the ones it holds.
        const outer = ancestors.some((a) => a.type === 'CallExpression' && isZodObjectCall(a));
        if (!outer) context.report({ node, messageId: 'eager' });
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: {
    'relative-import-extension': relativeImportExtension,
    'built-on-first-use': builtOnFirstUse,
  },
};
