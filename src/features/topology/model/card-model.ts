// What a component card shows (spec 02-areas §2.7): its properties (headline first, 'show more'
// after 6), its summary rows (checks, incidents by type and severity, insights by type and
// severity, View Logs; 'show more' after 5) with the links the spec names, and its team avatars
// (at most 5). Pure: the card renders what these return.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const VISIBLE_PROPERTIES = 6;
export const VISIBLE_SUMMARY_ROWS = 5;
export const MAX_AVATARS = 5;

const HEALTHS = ['unhealthy', 'warning', 'healthy', 'unknown'] as const;
export type Health = (typeof HEALTHS)[number];

export function healthOf(status: string | null | undefined): Health {
  const s = (status ?? '').toLowerCase();
  return (HEALTHS as readonly string[]).includes(s) ? (s as Health) : 'unknown';
}

const countsSchema = builtOnFirstUse(() => z.record(z.string(), z.number()).catch({}));
const nestedSchema = builtOnFirstUse(() => z.record(z.string(), countsSchema).catch({}));

/** The stored `summary` (api-contract §3.3): checks by health, incidents and insights by type. */
export const componentSummarySchema = builtOnFirstUse(() =>
  z
    .object({
      checks: countsSchema.optional(),
      incidents: nestedSchema.optional(),
      insights: nestedSchema.optional(),
    })
    .catch({}),
);
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

export interface CardProperty {
  readonly name: string;
  readonly label: string;
  readonly text: string;
  readonly headline: boolean;
  readonly color?: string;
  readonly url?: string;
}

const propertySchema = builtOnFirstUse(() =>
  z.object({
    name: z.string().nullish(),
    label: z.string().nullish(),
    text: z.string().nullish(),
    value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
    unit: z.string().nullish(),
    headline: z.boolean().nullish(),
    color: z.string().nullish(),
    url: z.string().nullish(),
  }),
);

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** The card's properties: those with something to show, headline ones first (stable otherwise). */
export function cardProperties(raw: unknown): CardProperty[] {
  if (!Array.isArray(raw)) return [];
  const out: CardProperty[] = [];
  for (const item of raw as unknown[]) {
    const parsed = propertySchema.safeParse(item);
    if (!parsed.success) continue;
    const p = parsed.data;
    const value =
      p.text ?? (typeof p.value === 'number' ? numberFormat.format(p.value) : (p.value?.toString() ?? ''));
    if (value === '') continue;
    const name = p.name ?? p.label ?? '';
    out.push({
      name,
      label: p.label ?? name,
      text: p.unit ? `${value} ${p.unit}` : value,
      headline: p.headline === true,
      ...(p.color ? { color: p.color } : {}),
      ...(p.url ? { url: p.url } : {}),
    });
  }
  return [...out.filter((p) => p.headline), ...out.filter((p) => !p.headline)];
}

/** A count within a summary row, with where it leads. */
export interface SummaryChip {
  readonly label: string;
  readonly count: number;
  readonly href: string;
  readonly tone: Health | 'neutral';
}

export interface SummaryRow {
  readonly kind: 'checks' | 'incidents' | 'insights' | 'logs';
  readonly label: string;
  /** The row's own link (an incident type, View Logs). */
  readonly href?: string;
  readonly chips: readonly SummaryChip[];
}

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

const SEVERITY_TONES: Readonly<Record<string, Health>> = {
  critical: 'unhealthy',
  blocker: 'unhealthy',
  high: 'unhealthy',
  medium: 'warning',
  warning: 'warning',
  low: 'healthy',
  info: 'healthy',
};
const SEVERITY_ORDER = ['critical', 'blocker', 'high', 'medium', 'warning', 'low', 'info'];
const bySeverity = ([a]: [string, number], [b]: [string, number]) =>
  rank(SEVERITY_ORDER, a) - rank(SEVERITY_ORDER, b) || a.localeCompare(b);
function rank(order: readonly string[], value: string): number {
  const at = order.indexOf(value.toLowerCase());
  return at === -1 ? order.length : at;
}
const typeLabel = (type: string) => type.replace(/_/g, ' ');

export interface SummaryOptions {
  /** View Logs shows when the logs feature is on and the component has log selectors. */
  readonly showLogs: boolean;
  /** Incident counts show when the incidents feature is on. */
  readonly showIncidents: boolean;
}

/** The card's summary rows, in the spec's order: checks, incidents, insights, then View Logs. */
export function summaryRows(componentId: string, raw: unknown, options: SummaryOptions): SummaryRow[] {
  const summary = componentSummarySchema.parse(raw ?? {});
  const rows: SummaryRow[] = [];
  const checks = Object.entries(summary.checks ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => rank(HEALTHS, a) - rank(HEALTHS, b));
  if (checks.length > 0)
    rows.push({
      kind: 'checks',
      label: 'Checks',
      chips: checks.map(([status, count]) => ({
        label: status,
        count,
        tone: healthOf(status),
        href: query('/health', { status }),
      })),
    });
  if (options.showIncidents)
    for (const [type, severities] of Object.entries(summary.incidents ?? {}).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const chips = Object.entries(severities)
        .filter(([, n]) => n > 0)
        .sort(bySeverity)
        .map(([severity, count]) => ({
          label: severity,
          count,
          tone: SEVERITY_TONES[severity.toLowerCase()] ?? ('neutral' as const),
          href: query('/incidents', { severity, component: componentId, type }),
        }));
      if (chips.length > 0)
        rows.push({
          kind: 'incidents',
          label: `${typeLabel(type)} incidents`,
          href: query('/incidents', { type, component: componentId }),
          chips,
        });
    }
  for (const [type, severities] of Object.entries(summary.insights ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const chips = Object.entries(severities)
      .filter(([, n]) => n > 0)
      .sort(bySeverity)
      .map(([severity, count]) => ({
        label: severity,
        count,
        tone: SEVERITY_TONES[severity.toLowerCase()] ?? ('neutral' as const),
        href: query('/catalog/insights', { component: componentId, type, severity }),
      }));
    if (chips.length > 0) rows.push({ kind: 'insights', label: `${typeLabel(type)} insights`, chips });
  }
  if (options.showLogs)
    rows.push({
      kind: 'logs',
      label: 'View Logs',
      href: query('/logs', { topologyId: componentId }),
      chips: [],
    });
  return rows;
}

/** Whether a component has log selectors (the `log_selectors` column, or none known). */
export function hasLogs(logSelectors: unknown): boolean {
  return Array.isArray(logSelectors) && logSelectors.length > 0;
}

/** The first `visible` items, and how many a 'show more' would add (0: no button). */
export function cutOff<T>(items: readonly T[], visible: number, expanded: boolean) {
  const shown = expanded || items.length <= visible ? items : items.slice(0, visible);
  return { shown, hidden: items.length - shown.length, expandable: items.length > visible };
}

/** Avatars of a stack: at most 5, and how many more there are. */
export function avatarStack<T>(items: readonly T[]): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, MAX_AVATARS), more: Math.max(0, items.length - MAX_AVATARS) };
}

/**
 * A component's page with the address's parameters carried and `refererId` added (spec §2.1):
 * the component being left. A caller that knows it passes it in `carried`; otherwise a child's
 * card was shown on its parent's page (the parent), and a root on the Dashboard (itself).
 */
export function componentHref(
  id: string,
  carried: Readonly<Record<string, string>> = {},
  parentId: string | null = null,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(carried)) if (key !== 'refererId') params.set(key, value);
  params.set('refererId', carried['refererId'] ?? parentId ?? id);
  return `/topology/${encodeURIComponent(id)}?${params}`;
}
