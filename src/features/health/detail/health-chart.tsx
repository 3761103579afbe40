// Health Overview: one bar per graph bucket, height by mean duration, colour by status.
import type { CheckGraph } from './detail-queries.ts';
import { formatDuration } from '../state/format.ts';

export function HealthChart({ graph, title }: { graph: CheckGraph; title: string }) {
  const points = [...graph.status].reverse();
  if (points.length === 0) return null;
  const max = Math.max(1, ...points.map((p) => p.duration));
  const width = 600;
  const height = 80;
  const bar = width / points.length;
  return (
    <figure className="health-chart">
      <figcaption className="health-chart__title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${points.length} buckets, longest ${formatDuration(max)}`}
      >
        {points.map((p, i) => {
          const h = Math.max(2, (p.duration / max) * (height - 4));
          return (
            <rect
              key={p.time}
              x={i * bar}
              y={height - h}
              width={Math.max(1, bar - 1)}
              height={h}
              className={p.status ? 'health-chart__ok' : 'health-chart__bad'}
            >
              <title>{`${p.time}: ${formatDuration(p.duration)}${p.status ? '' : ' (failing)'}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
