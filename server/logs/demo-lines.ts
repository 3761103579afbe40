// The demo log backend's lines. A component's log selector yields a steady stream that is a pure
// function of (seed, component, selector, minute): any window, down to the last five minutes the
// console asks for first, has lines, the same ones on every request, and the stream grows as the
// clock moves. A component that is not healthy logs more warnings and errors from the moment its
// status last changed (`updated_at`), so the logs agree with the Dashboard.
import { hash128, Rng } from '../seed/prng.ts';

export interface LogLine {
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}

export interface StreamSource {
  seed: number;
  componentId: string;
  componentName: string;
  namespace: string;
  status: string | null;
  /** When the component's status last changed (ms); errors rise after it when not healthy. */
  statusSinceMs: number;
  selector: { name: string; type: string; labels: Record<string, string> };
}

export type Level = 'debug' | 'info' | 'warn' | 'error';

const MINUTE = 60_000;
const ROUTES = [
  '/api/v1/orders',
  '/api/v1/orders/{id}',
  '/api/v1/users/{id}',
  '/api/v1/payments',
  '/api/v1/inventory/{id}',
  '/api/v1/search',
  '/healthz',
  '/metrics',
] as const;
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'] as const;
const UPSTREAMS = ['postgres:5432', 'redis:6379', 'payments-api:8443', 'kafka-0.kafka:9092'] as const;
const ERRORS = [
  'context deadline exceeded',
  'connection refused',
  'i/o timeout',
  'too many open connections',
  'unexpected EOF',
] as const;
const WARNINGS = [
  'slow request',
  'retrying upstream call',
  'connection pool nearly exhausted',
  'cache miss storm',
] as const;
const DEBUG = ['cache hit', 'token refreshed', 'config reloaded', 'gc pause'] as const;

const hex = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => '0123456789abcdef'[rng.int(0, 15)] ?? '0').join('');
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The component's pods: three replicas of one ReplicaSet, named as Kubernetes names them. */
export function podsOf(src: StreamSource): string[] {
  const rng = new Rng(`${src.seed}|pods|${src.componentId}`);
  const rs = hex(rng, 9).replace(/[01]/g, 'b');
  return [0, 1, 2].map(() => `${slug(src.componentName)}-${rs}-${hex(rng, 5).replace(/[01]/g, 'x')}`);
}

/** Average lines a minute for this stream (1 to 4), so components differ in volume. */
function rateOf(src: StreamSource): number {
  return 1 + (hash128(`${src.seed}|rate|${src.componentId}|${src.selector.name}`)[0] % 4);
}

function levelOf(rng: Rng, degraded: boolean): Level {
  const r = rng.next();
  const [err, warn, debug] = degraded ? [0.25, 0.2, 0.05] : [0.03, 0.07, 0.1];
  if (r < err) return 'error';
  if (r < err + warn) return 'warn';
  if (r < err + warn + debug) return 'debug';
  return 'info';
}

/** The event a line reports, as logfmt pairs (message first). */
function eventOf(rng: Rng, level: Level, requestId: string): [string, string][] {
  const method = rng.pick(METHODS);
  const path = rng.pick(ROUTES).replace('{id}', String(rng.int(1000, 99999)));
  const base: [string, string][] = [
    ['method', method],
    ['path', path],
  ];
  if (level === 'error') {
    const upstream = rng.pick(UPSTREAMS);
    return [
      ['msg', 'upstream request failed'],
      ...base,
      ['status', String(rng.pick([500, 502, 503, 504]))],
      ['latency_ms', String(rng.int(1000, 30000))],
      ['upstream', upstream],
      ['error', `dial tcp ${upstream}: ${rng.pick(ERRORS)}`],
      ['request_id', requestId],
    ];
  }
  if (level === 'warn')
    return [
      ['msg', rng.pick(WARNINGS)],
      ...base,
      ['status', '200'],
      ['latency_ms', String(rng.int(800, 4000))],
      ['attempt', String(rng.int(1, 3))],
      ['request_id', requestId],
    ];
  if (level === 'debug')
    return [
      ['msg', rng.pick(DEBUG)],
      ['key', `session:${hex(rng, 6)}`],
      ['request_id', requestId],
    ];
  return [
    ['msg', 'request completed'],
    ...base,
    ['status', String(rng.pick([200, 200, 200, 201, 204, 304, 404]))],
    ['latency_ms', String(rng.int(2, 250))],
    ['bytes', String(rng.int(120, 48000))],
    ['request_id', requestId],
  ];
}

const logfmt = (pairs: [string, string][]): string =>
  pairs.map(([k, v]) => (/[\s"=]/.test(v) ? `${k}="${v.replace(/"/g, '\\"')}"` : `${k}=${v}`)).join(' ');

/**
 * One line as the selector's backend stores it: Loki streams carry logfmt, the Kubernetes
 * selector reads container stdout, one JSON object a line.
 */
export function formatLine(
  src: StreamSource,
  at: { level: Level; ts: string; pod: string; caller: string; logger: string },
  pairs: [string, string][],
): LogLine {
  const message =
    src.selector.type === 'kubernetes'
      ? JSON.stringify({
          level: at.level,
          ts: at.ts,
          logger: `${slug(src.componentName)}.${at.logger}`,
          ...Object.fromEntries(pairs),
        })
      : logfmt([['level', at.level], ['ts', at.ts], ['caller', at.caller], ...pairs]);
  return {
    timestamp: at.ts,
    message,
    labels: {
      ...src.selector.labels,
      namespace: src.selector.labels['namespace'] ?? src.namespace,
      pod: at.pod,
      container: slug(src.componentName),
      level: at.level,
    },
  };
}

/** The lines of one minute of the stream, oldest first (each line's time within the minute). */
export function linesOfMinute(src: StreamSource, minute: number): LogLine[] {
  const rng = new Rng(`${src.seed}|logs|${src.componentId}|${src.selector.name}|${minute}`);
  const count = rng.int(0, rateOf(src) * 2);
  const pods = podsOf(src);
  const degraded = src.status !== null && src.status !== 'healthy' && minute * MINUTE >= src.statusSinceMs;
  const lines: LogLine[] = [];
  const offsets = Array.from({ length: count }, () => rng.int(0, MINUTE - 1)).sort((a, b) => a - b);
  for (const offset of offsets) {
    const at = minute * MINUTE + offset;
    const ts = new Date(at).toISOString();
    const level = levelOf(rng, degraded);
    const pod = rng.pick(pods);
    const pairs = eventOf(rng, level, hex(rng, 16));
    const caller = `handler.go:${rng.int(40, 400)}`;
    lines.push(formatLine(src, { level, ts, pod, caller, logger: 'http' }, pairs));
  }
  return lines;
}

/** Every line of the stream in [fromMs, toMs], newest first. */
export function linesBetween(src: StreamSource, fromMs: number, toMs: number): LogLine[] {
  const out: LogLine[] = [];
  for (let minute = Math.floor(toMs / MINUTE); minute >= Math.floor(fromMs / MINUTE); minute--) {
    const lines = linesOfMinute(src, minute);
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i];
      if (line === undefined) continue;
      const at = Date.parse(line.timestamp);
      if (at >= fromMs && at <= toMs) out.push(line);
    }
  }
  return out;
}
