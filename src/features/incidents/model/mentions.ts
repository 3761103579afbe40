// Mentions are stored as markup with the display name and the user id: `@[Ann Lee](<uuid>)`.
export type CommentPart = { kind: 'text'; text: string } | { kind: 'mention'; name: string; id: string };

const MARKUP = /@\[([^\]]+)\]\(([^)\s]+)\)/g;

export function mentionMarkup(name: string, id: string): string {
  return `@[${name.replace(/[[\]]/g, '')}](${id})`;
}

export function parseComment(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: 'mention', name: match[1] ?? '', id: match[2] ?? '' });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The `@word` being typed at the caret, or null: what the mention picker filters by. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\w.-]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - (match[2] ?? '').length - 1, query: match[2] ?? '' };
}

/** Replaces the `@query` at `start` with the mention markup and a trailing space. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
  id: string,
): { text: string; caret: number } {
  const markup = `${mentionMarkup(name, id)} `;
  return { text: text.slice(0, start) + markup + text.slice(caret), caret: start + markup.length };
}
