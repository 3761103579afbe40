// Reading a PostgREST `select` just enough to build the reconcile sweep's cheap select.

/** Top-level items of a select list (commas inside embeds and quotes do not split). */
export function selectItems(select: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of select) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      if (current.trim() !== '') items.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') items.push(current.trim());
  return items;
}

/** The key an item's value appears under in the response (alias, embed name, JSON path end, column). */
export function outputKey(item: string): string {
  const head = item.split('(')[0] ?? item;
  const alias = /^([A-Za-z_][\w$]*):(?!:)/.exec(head);
  if (alias?.[1] !== undefined) return alias[1];
  const noCast = head.replace(/::[\w ]+$/, '');
  const path = noCast.split(/->>?/);
  const last = path[path.length - 1] ?? noCast;
  const name = (path.length > 1 ? last : noCast).split('!')[0] ?? noCast;
  return name.replace(/^"|"$/g, '').trim();
}

/**
 * The reconcile select: `fields` that the source select yields (by output key, as written there),
 * or as plain columns when the select has `*`. Fields it cannot name are left out.
 */
export function narrowSelect(select: string, fields: readonly string[]): { select: string; keys: string[] } {
  const items = selectItems(select);
  const byKey = new Map(items.map((item) => [outputKey(item), item] as const));
  const star = items.includes('*');
  const chosen: string[] = [];
  const keys: string[] = [];
  for (const field of new Set(fields)) {
    const item = byKey.get(field) ?? (star ? field : undefined);
    if (item === undefined) continue;
    chosen.push(item);
    keys.push(field);
  }
  return { select: chosen.join(','), keys };
}
