// The two template languages of a playbook spec, in the subset the demo needs:
// - Go templates in parameter defaults and action fields: `{{.config.name}}`, `{{ .params.reason }}`
//   (a missing key renders as the empty string);
// - CEL expressions in an action's `if` and the spec's `filters`: paths, string/number/bool
//   literals, == != < > <= >=, !, &&, ||, parentheses and the functions always(), success(),
//   failure(), skip() and timeout(), whose result is the text the product compares
//   ('true', 'false', 'skip').
export type TemplateEnv = Record<string, unknown>;

function lookup(env: TemplateEnv, path: string): unknown {
  let v: unknown = env;
  for (const part of path.split('.').filter(Boolean)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** A value as template output: text as is, scalars printed, objects as JSON, nothing as ''. */
export function asText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return v.toString();
  return JSON.stringify(v) ?? '';
}

/** Renders `{{ .a.b }}` placeholders; anything else between braces is left as written. */
export function renderGoTemplate(text: string, env: TemplateEnv): string {
  return text.replace(/\{\{-?\s*\.([\w.]*)\s*-?\}\}/g, (_, path: string) => asText(lookup(env, path)));
}

export interface CelFunctions {
  success(): boolean;
  failure(): boolean;
}

type Token = { kind: 'str' | 'num' | 'ident' | 'op'; text: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re =
    /\s*(?:("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(\d+(?:\.\d+)?)|([A-Za-z_][\w.]*)|(==|!=|<=|>=|&&|\|\||[()<>!]))/y;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) throw new Error(`unexpected '${src.slice(pos, pos + 10)}'`);
    pos = re.lastIndex;
    if (m[1] !== undefined) out.push({ kind: 'str', text: m[1].slice(1, -1) });
    else if (m[2] !== undefined) out.push({ kind: 'num', text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'ident', text: m[3] });
    else out.push({ kind: 'op', text: m[4] ?? '' });
  }
  return out;
}

/** Evaluates a CEL expression to the text the product compares: 'true', 'false', 'skip', .... */
export function evaluateCel(expression: string, env: TemplateEnv, fns: CelFunctions): string {
  const tokens = tokenize(expression);
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const eat = (text: string): boolean => {
    if (peek()?.text === text && peek()?.kind === 'op') {
      i++;
      return true;
    }
    return false;
  };
  const primary = (): unknown => {
    const t = tokens[i++];
    if (t === undefined) throw new Error('unexpected end of expression');
    if (t.kind === 'str') return t.text;
    if (t.kind === 'num') return Number(t.text);
    if (t.kind === 'op' && t.text === '(') {
      const v = or();
      if (!eat(')')) throw new Error("expected ')'");
      return v;
    }
    if (t.kind === 'op' && t.text === '!') return !truthy(primary());
    if (t.kind !== 'ident') throw new Error(`unexpected '${t.text}'`);
    if (eat('(')) {
      if (!eat(')')) throw new Error(`${t.text}() takes no arguments`);
      switch (t.text) {
        case 'always':
          return true;
        case 'success':
          return fns.success();
        case 'failure':
          return fns.failure();
        case 'skip':
          return 'skip';
        case 'timeout':
          return 'timeout';
        default:
          throw new Error(`undeclared reference to '${t.text}'`);
      }
    }
    if (t.text === 'true' || t.text === 'false') return t.text === 'true';
    if (t.text === 'null') return null;
    return lookup(env, t.text) ?? null;
  };
  const comparison = (): unknown => {
    const left = primary();
    const op = peek();
    if (op?.kind === 'op' && ['==', '!=', '<', '>', '<=', '>='].includes(op.text)) {
      i++;
      const right = primary();
      return compare(op.text, left, right);
    }
    return left;
  };
  const and = (): unknown => {
    let v = comparison();
    while (eat('&&')) v = truthy(comparison()) && truthy(v);
    return v;
  };
  const or = (): unknown => {
    let v = and();
    while (eat('||')) v = truthy(and()) || truthy(v);
    return v;
  };
  const value = or();
  if (i < tokens.length) throw new Error(`unexpected '${tokens[i]?.text ?? ''}'`);
  return asText(value);
}

function truthy(v: unknown): boolean {
  return v === true || v === 'true';
}

function compare(op: string, a: unknown, b: unknown): boolean {
  if (op === '==' || op === '!=') {
    const same = a === b || (a !== null && b !== null && asText(a) === asText(b));
    return op === '==' ? same : !same;
  }
  const x = Number(a);
  const y = Number(b);
  if (op === '<') return x < y;
  if (op === '>') return x > y;
  if (op === '<=') return x <= y;
  return x >= y;
}
