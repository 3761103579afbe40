// Mentions are stored as markup with the display name and the user id: `@[Ann Lee](<uuid>)`.
// The comment box shows only `@Ann Lee`; the chosen people are kept beside the text and the
// markup is written when the comment is sent (withMentionMarkup).
export type Mention = { name: string; id: string };
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

/** Replaces the `@query` at `start` with `@Name` and a trailing space, as the box shows it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const shown = `@${name} `;
  return { text: text.slice(0, start) + shown + text.slice(caret), caret: start + shown.length };
}

/**
 * The text to store: each `@Name` of a person chosen from the list becomes their markup. Longer
 * names first, so 'Ann Lee-Smith' is not taken for 'Ann Lee'. A mention edited away stays text.
 */
export function withMentionMarkup(text: string, mentions: readonly Mention[]): string {
  const byLength = [...new Map(mentions.map((m) => [m.name, m])).values()].sort(
    (a, b) => b.name.length - a.name.length,
  );
  let out = '';
  let i = 0;
  while (i < text.length) {
    const found = text[i] === '@' ? byLength.find((m) => text.startsWith(`@${m.name}`, i)) : undefined;
    if (found === undefined) {
      out += text[i];
      i += 1;
    } else {
      out += mentionMarkup(found.name, found.id);
      i += found.name.length + 1;
    }
  }
  return out;
}
