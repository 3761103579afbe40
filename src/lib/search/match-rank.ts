// How well a title meets what was typed, for the command palette's ranking: a title that starts
// with the text beats one where a word starts with it, which beats a match anywhere else. The
// same rule ranks synced rows in the sync worker and commands and recent items on this thread.

/** 0: the title starts with the text; 1: a word of it does; 2: the text is elsewhere. */
export type MatchClass = 0 | 1 | 2;

/** Whether `char` separates words in a name: anything but a letter or a digit. */
function isBoundary(char: string): boolean {
  return !/[\p{L}\p{N}]/u.test(char);
}

/** The class of one run of text in `title`: where it first starts a word, else 2. */
function phraseClass(title: string, text: string): MatchClass {
  if (title.startsWith(text)) return 0;
  let at = title.indexOf(text, 1);
  while (at > 0) {
    if (isBoundary(title.charAt(at - 1))) return 1;
    at = title.indexOf(text, at + 1);
  }
  return 2;
}

/**
 * The class of `title` (already lower-cased) for `text` (normalized: normalizeSearch). A camelCase
 * word inside a name is not a word start: names here are kebab, dotted, slashed or spaced. Words
 * typed apart ('theme dar') are taken one by one when the whole text is not in the title, and the
 * class is the worst of theirs.
 */
export function matchClass(title: string, text: string): MatchClass {
  if (text === '') return 0;
  const whole = phraseClass(title, text);
  if (whole < 2 || !text.includes(' ') || title.includes(text)) return whole;
  let worst: MatchClass = 0;
  for (const word of text.split(' ')) {
    const rank = phraseClass(title, word);
    if (rank > worst) worst = rank;
  }
  return worst;
}

/** The palette's search text in the form the ranking compares: trimmed, single-spaced, lower case. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether every word of `text` (normalized) is somewhere in one of `haystacks` (lower case). */
export function containsAllWords(haystacks: readonly string[], text: string): boolean {
  if (text === '') return true;
  return text.split(' ').every((word) => haystacks.some((h) => h.includes(word)));
}
