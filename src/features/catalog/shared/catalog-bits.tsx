// Small catalogue visuals shared by the list, the summary and the item page.
import { abbreviateCount, isHighCount } from './format.ts';
import { HEALTH_COLOURS, asHealth, barHealth, healthSegments } from './health.ts';
import { splitForMiddleEllipsis } from './middle-ellipsis.ts';
import './catalog-bits.css';

/** A count badge: 'k+' above 999, red at 500 or more (spec §2.2). */
export function CountBadge({ count, label }: { count: number; label?: string }) {
  return (
    <span
      className="catalog-count"
      data-high={isHighCount(count) ? 'true' : undefined}
      title={label ? `${count} ${label}` : String(count)}
    >
      {abbreviateCount(count)}
    </span>
  );
}

/** A stacked health bar over health counts; its label reads the counts out. */
export function HealthBar({ counts }: { counts: Readonly<Record<string, number>> }) {
  const segments = healthSegments(counts);
  const text = segments.map((s) => `${s.count} ${s.health}`).join(', ') || 'no items';
  return (
    <span
      className="catalog-health-bar"
      role="img"
      aria-label={`Health: ${text}`}
      title={text}
      data-health={barHealth(counts)}
    >
      {segments.map((s) => (
        <span key={s.health} style={{ width: `${s.percent}%`, background: HEALTH_COLOURS[s.health] }} />
      ))}
    </span>
  );
}

/** A health dot and word. */
export function HealthLabel({ health }: { health: string | null }) {
  const h = asHealth(health);
  return (
    <span className="catalog-health-label">
      <span className="catalog-health-dot" style={{ background: HEALTH_COLOURS[h] }} aria-hidden="true" />
      {health ?? 'unknown'}
    </span>
  );
}

const ANALYSIS_LETTERS: Readonly<Record<string, string>> = {
  cost: '$',
  availability: 'A',
  performance: 'P',
  security: 'S',
  integration: 'I',
  compliance: 'C',
  technical_debt: 'T',
  reliability: 'R',
  recommendation: 'Rc',
  other: 'O',
};

/** One small icon per analysis type with its count. */
export function AnalysisIcons({ analysis }: { analysis: Readonly<Record<string, number>> | null }) {
  const entries = Object.entries(analysis ?? {}).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <span className="catalog-analysis">
      {entries.map(([type, n]) => (
        <span
          key={type}
          className="catalog-analysis__item"
          data-type={type}
          title={`${type.replace('_', ' ')}: ${n}`}
        >
          <span aria-hidden="true">{ANALYSIS_LETTERS[type] ?? type.slice(0, 1).toUpperCase()}</span>
          <span className="mc-visually-hidden">{type.replace('_', ' ')}</span> {n}
        </span>
      ))}
    </span>
  );
}

/** Text cut in the middle when narrow: the head gets the ellipsis, the tail (a pod's hash) stays. */
export function MiddleEllipsis({ text }: { text: string }) {
  const [head, tail] = splitForMiddleEllipsis(text);
  return (
    <span className="catalog-mid">
      <span className="catalog-mid__head">{head}</span>
      {tail !== '' && <span className="catalog-mid__tail">{tail}</span>}
    </span>
  );
}
