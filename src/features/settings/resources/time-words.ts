// Times in the resource screens: "2026-03-15 10:20" in the viewer's zone (narrow enough for a
// column), and the full date for the title.
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');

export function shortTime(iso: string | null): { short: string; full: string } {
  if (iso === null || iso === '') return { short: '', full: '' };
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { short: iso, full: iso };
  const d = new Date(ms);
  const short = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return { short, full: fullDate.format(ms) };
}

/** "1.2 s", "350 ms", "2 min 5 s" for a job's duration. */
export function durationWords(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
