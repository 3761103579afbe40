import type { UiText } from './messages.ts';
import { msg } from './messages.ts';

/**
 * Kratos's password policy, in its order (kratos-flows.md §8): minimum length (4000032), then
 * similarity to the identifier (4000031: Levenshtein distance < 5, or a common substring longer
 * than half the password, case-insensitive). The breach lookup (HIBP) is left out: the reference
 * server runs offline. A 1024-character ceiling (4000033) keeps scrypt's input bounded.
 */
const MAX_LENGTH = 1024;

export function passwordProblem(password: string, identifier: string, minLength: number): UiText | null {
  const length = [...password].length;
  if (length < minLength) return msg.passwordTooShort(minLength, length);
  if (length > MAX_LENGTH) return msg.passwordTooLong(MAX_LENGTH, length);
  const p = password.toLowerCase();
  const id = identifier.toLowerCase();
  if (id !== '' && (levenshtein(p, id) < 5 || longestCommonSubstring(p, id) / p.length > 0.5))
    return msg.passwordSimilar();
  return null;
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        cur[j] = (prev[j - 1] ?? 0) + 1;
        if ((cur[j] ?? 0) > best) best = cur[j] ?? 0;
      }
    }
    prev = cur;
  }
  return best;
}
