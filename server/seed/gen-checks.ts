import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import type { CanaryDef } from './data/canary-defs.ts';
import { platformCanaries } from './data/canaries-platform.ts';
import { serviceCanaries } from './data/canaries-services.ts';
import type { AgentsOutput } from './gen-people.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

/** The canaries of the estate: ~20, ~150 checks of many types. */
export function canaryDefs(): CanaryDef[] {
  return [...serviceCanaries(), ...platformCanaries()];
}

export interface CheckRef {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  agentId: string;
  intervalMs: number;
  createdMs: number;
  /** Statuses stop here (deleted check, offline agent); null = run until now. */
  stopMs: number | null;
  profile: Profile;
}

export type Profile = 'stable' | 'noisy' | 'flapping' | 'failing' | 'recovered' | 'new';

export interface ChecksOutput {
  canaries: Row[];
  /** Check rows without the run-derived fields; `gen-check-history` fills status/last_* in. */
  checks: Row[];
  check_config_relationships: Row[];
  refs: CheckRef[];
}

/** Canaries and their checks, each check assigned a behaviour profile for its history. */
export function generateChecks(
  ctx: SeedContext,
  agents: AgentsOutput['ids'],
  configs: ConfigRef[],
  offlineSinceMs: number,
): ChecksOutput {
  const rng = ctx.rng('checks');
  const configIndex = new Map<string, ConfigRef>();
  for (const c of configs) {
    const key = `${c.type}/${c.name}`;
    if (c.deletedMs === null && !configIndex.has(key)) configIndex.set(key, c);
  }
  const defs = canaryDefs();
  const total = defs.reduce((s, d) => s + d.checks.length, 0);
  const profiles: Profile[] = [];
  for (let i = 0; i < total; i++) {
    const slot = i % 16;
    profiles.push(
      slot === 10
        ? 'noisy'
        : slot === 11
          ? 'flapping'
          : slot === 12 || slot === 15
            ? 'failing'
            : slot === 13
              ? 'recovered'
              : slot === 14 && i < 40
                ? 'new'
                : 'stable',
    );
  }
  const shuffled = rng.sample(profiles, profiles.length);
  const canaries: Row[] = [];
  const checks: Row[] = [];
  const rels: Row[] = [];
  const refs: CheckRef[] = [];
  let n = 0;
  for (const d of defs) {
    const canaryId = ctx.id('canary', d.key);
    const agentId = agents[d.agent];
    const created = rng.int(30, 300) * DAY;
    const labels = {
      team: d.owner,
      'canary-type': d.type,
      ...(d.agent === 'staging' ? { environment: 'staging' } : { environment: 'production' }),
    };
    canaries.push({
      id: canaryId,
      agent_id: agentId,
      name: d.name,
      namespace: d.namespace,
      labels,
      annotations: {},
      spec: {
        schedule: `@every ${d.intervalMin}m`,
        [d.type]: d.checks.map((c) => ({
          name: c.name,
          description: c.description,
          endpoint: c.endpoint,
          ...(d.type === 'http'
            ? {
                url: c.endpoint,
                responseCodes: [200],
                thresholdMillis: 2000,
                ...(d.key === 'tls' ? { maxSSLExpiry: 14 } : {}),
              }
            : {}),
        })),
      },
      source: d.agent === 'local' ? (rng.chance(0.5) ? 'UI' : 'KubernetesCRD') : 'Push',
      is_pushed: false,
      created_at: ctx.ago(created),
      created_by: d.agent === 'local' ? DEMO_ACCOUNTS.editor.id : null,
      updated_at: ctx.ago(rng.int(1, 20) * DAY),
      deleted_at: null,
    });
    d.checks.forEach((c, i) => {
      const profile = shuffled[n++] ?? 'stable';
      const id = ctx.id('check', `${d.key}/${i}`);
      const createdMs =
        profile === 'new'
          ? ctx.nowMs - rng.int(40, 180) * MINUTE
          : ctx.nowMs - Math.min(created, rng.int(10, 200) * DAY);
      const deleted = d.key === 'mongo' && i === 3;
      const stopMs = d.agent === 'staging' ? offlineSinceMs : deleted ? ctx.nowMs - 2 * DAY : null;
      checks.push({
        id,
        canary_id: canaryId,
        agent_id: agentId,
        type: d.type,
        name: c.name,
        namespace: d.namespace,
        description: c.description,
        icon: d.icon,
        spec: { name: c.name, description: c.description, endpoint: c.endpoint },
        labels: { ...c.labels },
        owner: d.owner,
        severity: rng.weighted([
          ['info', 2],
          ['low', 3],
          ['medium', 4],
          ['high', 3],
          ['critical', 1],
        ] as const),
        category: null,
        is_pushed: false,
        transformed: false,
        silenced_at: d.key === 'alertmanager' && i === 5 ? ctx.ago(6 * HOUR) : null,
        created_at: ctx.iso(createdMs),
        updated_at: ctx.iso(createdMs),
        deleted_at: deleted ? ctx.iso(ctx.nowMs - 2 * DAY) : null,
      });
      refs.push({
        id,
        canaryId,
        name: c.name,
        type: d.type,
        agentId,
        intervalMs: d.intervalMin * MINUTE,
        createdMs,
        stopMs,
        profile,
      });
      const seen = new Set<string>();
      for (const hint of c.configs) {
        const cfg = configIndex.get(hint);
        if (cfg === undefined || seen.has(cfg.id)) continue;
        seen.add(cfg.id);
        rels.push({
          config_id: cfg.id,
          check_id: id,
          canary_id: canaryId,
          created_at: ctx.iso(createdMs),
          updated_at: ctx.iso(createdMs),
          deleted_at: null,
          selector_id: 'check-configs',
          is_pushed: false,
        });
      }
    });
  }
  return { canaries, checks, check_config_relationships: rels, refs };
}
