// One component card (spec 02-areas §2.7): name (ellipsed, in full on hover and focus), icon,
// health, properties (headline first, 'show more' after 6), summary rows (checks, incidents and
// insights by type and severity, View Logs; 'show more' after 5) and its teams (at most 5
// avatars). The Dashboard's grid and a component page's children cards both use it.
// A click on the card (outside its own links) or Enter on its name opens the component's page,
// carrying `linkSearch` and `refererId` (spec §2.1).
import { memo, useMemo, useState, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useFeatureEnabled } from '../../../lib/access/use-access.ts';
import type { ComponentRow } from '../../../sync/collections/components.ts';
import {
  avatarStack,
  cardProperties,
  componentHref,
  cutOff,
  hasLogs,
  healthOf,
  summaryRows,
  VISIBLE_PROPERTIES,
  VISIBLE_SUMMARY_ROWS,
  type CardProperty,
  type SummaryRow,
} from '../model/card-model.ts';
import { cardSizeOf } from '../model/prefs.ts';
import './component-card.css';

/** A team shown on a card (from the `teams` collection). */
export interface CardTeam {
  readonly id: string;
  readonly name: string;
  readonly icon?: string | null;
}

export interface ComponentCardProps {
  readonly component: ComponentRow;
  readonly teams?: readonly CardTeam[] | undefined;
  /** The card's width in px (the Dashboard's slider, 250 to 768). */
  readonly width: number;
  /** Query parameters carried to the component's page. */
  readonly linkSearch?: Readonly<Record<string, string>> | undefined;
}

/** Two letters standing for the component's icon (there are no icon images in the console). */
function monogram(icon: string | null, type: string | null, name: string): string {
  const source = (icon ?? type ?? name).replace(/[^A-Za-z0-9]+/g, ' ').trim();
  const words = source.split(' ').filter(Boolean);
  const text = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return text.toUpperCase() || '?';
}

export const ComponentCard = memo(function ComponentCard({
  component,
  teams,
  width,
  linkSearch,
}: ComponentCardProps) {
  const router = useRouter();
  const logsOn = useFeatureEnabled('logs');
  const incidentsOn = useFeatureEnabled('incidents');
  const health = healthOf(component.status ?? component.health);
  const href = componentHref(component.id, linkSearch, component.parent_id);
  const properties = useMemo(() => cardProperties(component.properties), [component.properties]);
  const rows = useMemo(
    () =>
      summaryRows(component.id, component.summary, {
        showLogs: logsOn && hasLogs(component.log_selectors),
        showIncidents: incidentsOn,
      }),
    [component.id, component.summary, component.log_selectors, logsOn, incidentsOn],
  );
  const open = (event: MouseEvent<HTMLElement>) => {
    // The card's own links and buttons act for themselves.
    if ((event.target as Element).closest('a, button, [role="button"], [role="link"]')) return;
    void router.navigate({ href });
  };
  const title = component.text ?? component.name;
  return (
    <article
      className="topology-card"
      data-health={health}
      data-size={cardSizeOf(width)}
      style={{ width }}
      aria-label={`${title}, ${health}`}
      onClick={open}
    >
      <header className="topology-card__header">
        <span className="topology-card__icon" aria-hidden="true">
          {monogram(component.icon, component.type, component.name)}
        </span>
        <div className="topology-card__heading">
          <Tooltip content={title} delay={300}>
            <Link href={href} variant="quiet" className="topology-card__name">
              {title}
            </Link>
          </Tooltip>
          {component.type && <span className="topology-card__type">{component.type}</span>}
        </div>
        <span className="topology-card__health" data-health={health}>
          <span className="topology-card__dot" aria-hidden="true" />
          {health}
        </span>
      </header>
      {component.status_reason && health !== 'healthy' && (
        <p className="topology-card__reason" title={component.status_reason}>
          {component.status_reason}
        </p>
      )}
      <div className="topology-card__body">
        {properties.length > 0 && <PropertyList properties={properties} />}
        {rows.length > 0 && <SummaryList rows={rows} />}
      </div>
      {teams !== undefined && teams.length > 0 && <TeamStack teams={teams} />}
    </article>
  );
});

function ShowMore({
  hidden,
  expanded,
  onToggle,
}: {
  hidden: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="topology-card__more" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? 'show less' : `show more (${hidden})`}
    </button>
  );
}

function PropertyList({ properties }: { properties: readonly CardProperty[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden, expandable } = cutOff(properties, VISIBLE_PROPERTIES, expanded);
  return (
    <div className="topology-card__section">
      <dl className="topology-card__properties">
        {shown.map((p, i) => (
          <div
            key={`${p.name}-${i}`}
            className="topology-card__property"
            data-headline={p.headline || undefined}
          >
            <dt title={p.label}>{p.label}</dt>
            <dd title={p.text} style={p.color ? { color: p.color } : undefined}>
              {p.text}
            </dd>
          </div>
        ))}
      </dl>
      {expandable && <ShowMore hidden={hidden} expanded={expanded} onToggle={() => setExpanded(!expanded)} />}
    </div>
  );
}

function SummaryLine({ row }: { row: SummaryRow }) {
  const label = row.href ? (
    <Link href={row.href} variant="quiet">
      {row.label}
    </Link>
  ) : (
    row.label
  );
  return (
    <li className="topology-card__summary-row" data-kind={row.kind}>
      <span className="topology-card__summary-label" title={row.label}>
        {label}
      </span>
      <span className="topology-card__chips">
        {row.chips.map((chip) => (
          <Link
            key={chip.label}
            href={chip.href}
            variant="quiet"
            className="topology-card__chip"
            data-tone={chip.tone}
          >
            {chip.count} <span className="topology-card__chip-label">{chip.label}</span>
          </Link>
        ))}
      </span>
    </li>
  );
}

function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden, expandable } = cutOff(rows, VISIBLE_SUMMARY_ROWS, expanded);
  return (
    <div className="topology-card__section">
      <ul className="topology-card__summary" aria-label="Summary">
        {shown.map((row) => (
          <SummaryLine key={`${row.kind}-${row.label}`} row={row} />
        ))}
      </ul>
      {expandable && <ShowMore hidden={hidden} expanded={expanded} onToggle={() => setExpanded(!expanded)} />}
    </div>
  );
}

/** A team's icon is an icon name ('heart') or an image address; only the latter is drawn. */
function imageUrl(icon: string | null | undefined): string | null {
  return icon && /^(https?:|data:image\/|\/)/.test(icon) ? icon : null;
}

function TeamStack({ teams }: { teams: readonly CardTeam[] }) {
  const { shown, more } = avatarStack(teams);
  return (
    <footer className="topology-card__teams" aria-label="Teams">
      {shown.map((team) => (
        <span key={team.id} title={team.name} className="topology-card__team">
          <Avatar name={team.name} src={imageUrl(team.icon)} size={22} />
        </span>
      ))}
      {more > 0 && (
        <span
          className="topology-card__team-more"
          title={teams
            .slice(5)
            .map((t) => t.name)
            .join(', ')}
        >
          +{more}
        </span>
      )}
    </footer>
  );
}
