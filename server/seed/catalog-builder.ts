import type { Row, SeedContext } from './context.ts';
import { propertiesValues, tagsValues } from './context.ts';

/** What later generators need to know about a config item without re-reading its row. */
export interface ConfigRef {
  id: string;
  type: string;
  name: string;
  agentId: string;
  createdMs: number;
  deletedMs: number | null;
  health: string | null;
  tags: Record<string, string>;
  parentId: string | null;
  path: string;
}

export interface ConfigSpec {
  key: string;
  type: string;
  name: string;
  parent: ConfigRef | null;
  agentId: string;
  scraperId: string;
  status: string | null;
  health: string | null;
  ready?: boolean;
  description?: string | null;
  externalId: string;
  config: Record<string, unknown>;
  labels: Record<string, string>;
  tags: Record<string, string>;
  properties?: unknown[] | null;
  icon?: string | null;
  /** Age in ms (created_at = now - age). */
  age: number;
  /** How long ago it last changed (≤ age). */
  updatedAgo: number;
  deletedAgo?: number | null;
  deleteReason?: string | null;
  source: string;
}

export interface Relationship {
  from: ConfigRef;
  to: ConfigRef;
  relation: string;
}

/**
 * Collects config items up to a budget: `add` returns null once the budget is spent, so a
 * generator can simply keep adding (parents before children) and stop when told.
 */
export class CatalogBuilder {
  readonly items: Row[] = [];
  readonly refs: ConfigRef[] = [];
  readonly relationships: Row[] = [];
  private remaining: number;

  constructor(
    private readonly ctx: SeedContext,
    budget: number,
  ) {
    this.remaining = budget;
  }

  get full(): boolean {
    return this.remaining <= 0;
  }

  add(spec: ConfigSpec): ConfigRef | null {
    if (this.remaining <= 0) return null;
    this.remaining--;
    const ctx = this.ctx;
    const id = ctx.id('config', spec.key);
    const parent = spec.parent;
    const path = parent === null ? '' : parent.path === '' ? parent.id : `${parent.path}.${parent.id}`;
    const createdMs = ctx.nowMs - spec.age;
    const deletedAgo = spec.deletedAgo ?? null;
    const provider = spec.type.split('::')[0] ?? spec.type;
    const ref: ConfigRef = {
      id,
      type: spec.type,
      name: spec.name,
      agentId: spec.agentId,
      createdMs,
      deletedMs: deletedAgo === null ? null : ctx.nowMs - deletedAgo,
      health: spec.health,
      tags: spec.tags,
      parentId: parent?.id ?? null,
      path,
    };
    this.refs.push(ref);
    this.items.push({
      id,
      agent_id: spec.agentId,
      icon: spec.icon ?? null,
      scraper_id: spec.scraperId,
      config_class: provider,
      status: spec.status,
      health: spec.health,
      ready: spec.ready ?? spec.health === 'healthy',
      external_id: [spec.externalId],
      type: spec.type,
      name: spec.name,
      description: spec.description ?? null,
      config: spec.config,
      source: spec.source,
      labels: spec.labels,
      tags: spec.tags,
      tags_values: tagsValues(spec.tags),
      properties: spec.properties ?? null,
      properties_values: propertiesValues(spec.properties ?? null),
      parent_id: parent?.id ?? null,
      path,
      is_pushed: false,
      created_by: null,
      created_at: ctx.ago(spec.age),
      updated_at: ctx.ago(Math.min(spec.updatedAgo, spec.age)),
      deleted_at: deletedAgo === null ? null : ctx.ago(deletedAgo),
      delete_reason: deletedAgo === null ? null : (spec.deleteReason ?? 'DELETED'),
      inserted_at: ctx.ago(spec.age),
    });
    return ref;
  }

  relate(from: ConfigRef | null, to: ConfigRef | null, relation: string, scraperId: string): void {
    if (from === null || to === null) return;
    const created = Math.max(from.createdMs, to.createdMs);
    const deleted = from.deletedMs ?? to.deletedMs;
    this.relationships.push({
      config_id: from.id,
      related_id: to.id,
      relation,
      scraper_id: scraperId,
      created_at: this.ctx.iso(created),
      updated_at: this.ctx.iso(created),
      deleted_at: deleted === null ? null : this.ctx.iso(deleted),
      selector_id: null,
      is_pushed: false,
    });
  }
}
