// Evidence code context (spec §2.9): the selected lines plus 3 lines around them.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const codeEvidenceSchema = builtOnFirstUse(() =>
  z.object({
    lines: z.array(z.string()),
    selected_lines: z.union([z.array(z.number()), z.record(z.string(), z.unknown())]).optional(),
    start: z.number().optional(),
  }),
);

export interface CodeLine {
  readonly number: number;
  readonly text: string;
  readonly selected: boolean;
}

export const CONTEXT_LINES = 3;

export function codeContext(evidence: unknown): CodeLine[] | null {
  const parsed = codeEvidenceSchema.safeParse(evidence);
  if (!parsed.success) return null;
  const { lines, selected_lines: sel, start = 1 } = parsed.data;
  const selected = new Set<number>(
    Array.isArray(sel)
      ? sel
      : Object.keys(sel ?? {})
          .map(Number)
          .filter(Number.isFinite),
  );
  const numbers = [...selected];
  if (numbers.length === 0) return lines.map((text, i) => ({ number: start + i, text, selected: false }));
  const from = Math.max(start, Math.min(...numbers) - CONTEXT_LINES);
  const to = Math.min(start + lines.length - 1, Math.max(...numbers) + CONTEXT_LINES);
  const out: CodeLine[] = [];
  for (let n = from; n <= to; n++)
    out.push({ number: n, text: lines[n - start] ?? '', selected: selected.has(n) });
  return out;
}
