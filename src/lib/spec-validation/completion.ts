import { jsonKeyContext, yamlKeyContext } from './cursor-path.ts';
import { keysAt } from './schema-walk.ts';
import type { JsonSchema, SpecLanguage } from './types.ts';

export interface KeyCompletion {
  label: string;
  /** The text that replaces the partial key. */
  apply: string;
  detail: string | undefined;
  info: string | undefined;
}

export interface KeyCompletions {
  from: number;
  options: KeyCompletion[];
}

/**
 * Keys the schema allows at the cursor that the object does not have yet, in the schema's order,
 * those starting with the typed part first. Undefined when the cursor is not where a key goes.
 */
export function completeSpecKeys(
  text: string,
  offset: number,
  language: SpecLanguage,
  schema: JsonSchema,
): KeyCompletions | undefined {
  const context = language === 'yaml' ? yamlKeyContext(text, offset) : jsonKeyContext(text, offset);
  if (context === undefined) return undefined;
  const typed = context.partial.toLowerCase();
  const offers = keysAt(schema, context.path).filter(
    (o) => !context.siblings.includes(o.key) && o.key.toLowerCase().includes(typed),
  );
  offers.sort(
    (a, b) => Number(!a.key.toLowerCase().startsWith(typed)) - Number(!b.key.toLowerCase().startsWith(typed)),
  );
  if (offers.length === 0) return undefined;
  return {
    from: context.from,
    options: offers.map((o) => ({
      label: o.key,
      apply: language === 'yaml' ? `${o.key}: ` : context.quoted ? o.key : `"${o.key}": `,
      detail: o.type,
      info: o.description,
    })),
  };
}
