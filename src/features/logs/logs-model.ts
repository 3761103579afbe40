// The pure rules of /logs: which selector is in use, how a line's time and labels read, and the
// text of a download.
import type { LogLine } from './logs-api.ts';

/** The selector in use: the one the address names if the component has it, else its first. */
export function selectorInUse(names: readonly string[], wanted: string | undefined): string | undefined {
  if (wanted !== undefined && names.includes(wanted)) return wanted;
  return names[0];
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** "2026-11-27 13:01:02.345" in the viewer's zone (an unreadable time is shown as sent). */
export function formatLogTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
  );
}

/** A line's labels as "key=value" texts, sorted by key; empty values are left out. */
export function labelTexts(labels: LogLine['labels']): string[] {
  return Object.entries(labels ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
}

/** The shown lines as a plain log file: one line each, time (UTC), message, then labels. */
export function downloadText(lines: readonly LogLine[]): string {
  return lines
    .map((l) => {
      const labels = labelTexts(l.labels);
      const message = l.message.replace(/\r?\n/g, '\\n');
      return labels.length === 0
        ? `${l.timestamp} ${message}`
        : `${l.timestamp} ${message} {${labels.join(', ')}}`;
    })
    .join('\n')
    .concat(lines.length === 0 ? '' : '\n');
}

/** "<component>-<selector>-logs.log", with anything a file name cannot hold replaced. */
export function downloadFileName(component: string, selector: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'component';
  return `${safe(component)}-${safe(selector)}-logs.log`;
}

export interface NamedComponent {
  readonly id: string;
  readonly name: string;
  readonly type?: string | null | undefined;
  readonly agent_id?: string | null | undefined;
}

/**
 * Each component's name as the picker shows it: the name alone where it is unique, else the name
 * with its agent's name (the same namespace in three clusters), and its type too where the agent
 * does not tell them apart.
 */
export function componentLabels(
  list: readonly NamedComponent[],
  agentNames: ReadonlyMap<string, string>,
): Map<string, string> {
  const counts = (key: (c: NamedComponent) => string) => {
    const count = new Map<string, number>();
    for (const c of list) count.set(key(c), (count.get(key(c)) ?? 0) + 1);
    return (c: NamedComponent) => count.get(key(c)) ?? 0;
  };
  const agentOf = (c: NamedComponent) =>
    c.agent_id === null || c.agent_id === undefined ? undefined : agentNames.get(c.agent_id);
  const byName = counts((c) => c.name);
  const byNameAndAgent = counts((c) => `${c.name}\u0000${agentOf(c) ?? ''}`);
  const labels = new Map<string, string>();
  for (const c of list) {
    const details = byName(c) > 1 ? [agentOf(c), byNameAndAgent(c) > 1 ? c.type : undefined] : [];
    const detail = details.filter((d): d is string => d !== undefined && d !== null && d !== '').join(', ');
    labels.set(c.id, detail === '' ? c.name : `${c.name} (${detail})`);
  }
  return labels;
}
