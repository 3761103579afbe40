import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { IdentityConfig } from './config.ts';
import { maskToken } from './csrf.ts';
import type { UiContainer, UiNode } from './nodes.ts';

/** Self-service flows as stored in `identity_flows`, and their public JSON (kratos-flows.md §2). */
export type FlowKind = 'login' | 'registration' | 'settings' | 'recovery' | 'verification';

export const internalSchema = z
  .object({
    totp_secret: z.string().optional(),
    lookup_pending: z.array(z.string()).optional(),
    email: z.string().optional(),
    code_hash: z.string().optional(),
    code_expires_at: z.string().optional(),
    submissions: z.number().optional(),
    /** Admin-made flows (invitations) are opened in another browser: no CSRF binding (Kratos's DangerousSkipCSRFCheck). */
    skip_csrf: z.boolean().optional(),
  })
  .catch({});
export type FlowInternal = z.infer<typeof internalSchema>;

export interface FlowRow {
  id: string;
  kind: FlowKind;
  type: 'browser';
  state: string;
  active: string | null;
  request_url: string;
  return_to: string | null;
  csrf_token: string;
  identity_id: string | null;
  requested_aal: 'aal1' | 'aal2';
  refresh: boolean;
  ui: UiContainer;
  internal: FlowInternal;
  continue_with: unknown[] | null;
  issued_at: Date;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

export function newFlow(
  cfg: IdentityConfig,
  kind: FlowKind,
  init: {
    requestUrl: string;
    returnTo: string | null;
    csrfToken: string;
    state: string;
    nodes: UiNode[];
    now: Date;
    lifespan: number;
  },
): FlowRow {
  const id = randomUUID();
  return {
    id,
    kind,
    type: 'browser',
    state: init.state,
    active: null,
    request_url: init.requestUrl,
    return_to: init.returnTo,
    csrf_token: init.csrfToken,
    identity_id: null,
    requested_aal: 'aal1',
    refresh: false,
    ui: { action: `${cfg.base}/self-service/${kind}?flow=${id}`, method: 'POST', nodes: init.nodes },
    internal: {},
    continue_with: null,
    issued_at: init.now,
    expires_at: new Date(init.now.getTime() + init.lifespan),
    created_at: init.now,
    updated_at: init.now,
  };
}

export async function insertFlow(db: Queryable, f: FlowRow): Promise<void> {
  await db.query(
    `INSERT INTO identity_flows (id, kind, type, state, active, request_url, return_to, csrf_token, identity_id, requested_aal,
       refresh, ui, internal, continue_with, issued_at, expires_at, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
    [
      f.id,
      f.kind,
      f.type,
      f.state,
      f.active,
      f.request_url,
      f.return_to,
      f.csrf_token,
      f.identity_id,
      f.requested_aal,
      f.refresh,
      JSON.stringify(f.ui),
      JSON.stringify(f.internal),
      f.continue_with === null ? null : JSON.stringify(f.continue_with),
      f.issued_at,
      f.expires_at,
      f.created_at,
      f.updated_at,
    ],
  );
}

export async function saveFlow(db: Queryable, f: FlowRow, now: Date): Promise<void> {
  f.updated_at = now;
  await db.query(
    `UPDATE identity_flows SET state = $2, active = $3, ui = $4, internal = $5, continue_with = $6, updated_at = $7,
       identity_id = $8 WHERE id = $1`,
    [
      f.id,
      f.state,
      f.active,
      JSON.stringify(f.ui),
      JSON.stringify(f.internal),
      f.continue_with === null ? null : JSON.stringify(f.continue_with),
      now,
      f.identity_id,
    ],
  );
}

interface RawFlow extends Omit<
  FlowRow,
  'ui' | 'internal' | 'continue_with' | 'kind' | 'type' | 'requested_aal'
> {
  kind: string;
  type: string;
  requested_aal: string;
  ui: unknown;
  internal: unknown;
  continue_with: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a flow of the given kind; null for unknown or malformed ids. */
export async function loadFlow(
  db: Queryable,
  kind: FlowKind,
  id: string | undefined,
): Promise<FlowRow | null> {
  if (id === undefined || !UUID.test(id)) return null;
  const { rows } = await db.query<RawFlow>('SELECT * FROM identity_flows WHERE id = $1 AND kind = $2', [
    id,
    kind,
  ]);
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    kind,
    type: 'browser',
    requested_aal: r.requested_aal === 'aal2' ? 'aal2' : 'aal1',
    // The ui column is only ever written by this module from a UiContainer.
    ui: r.ui as UiContainer,
    internal: internalSchema.parse(r.internal),
    continue_with: Array.isArray(r.continue_with) ? (r.continue_with as unknown[]) : null,
  };
}

/** The public flow JSON; the CSRF node gets a freshly masked token. */
export function flowJson(f: FlowRow, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const ui: UiContainer = {
    action: f.ui.action,
    method: f.ui.method,
    nodes: f.ui.nodes.map((n) =>
      n.type === 'input' && n.attributes.name === 'csrf_token'
        ? { ...n, attributes: { ...n.attributes, value: maskToken(f.csrf_token) } }
        : n,
    ),
    ...(f.ui.messages && f.ui.messages.length > 0 ? { messages: f.ui.messages } : {}),
  };
  const base: Record<string, unknown> = {
    id: f.id,
    type: f.type,
    expires_at: f.expires_at.toISOString(),
    issued_at: f.issued_at.toISOString(),
    request_url: f.request_url,
    ...(f.return_to !== null ? { return_to: f.return_to } : {}),
    ...(f.active !== null ? { active: f.active } : {}),
    ui,
  };
  switch (f.kind) {
    case 'login':
      Object.assign(base, {
        created_at: f.created_at.toISOString(),
        updated_at: f.updated_at.toISOString(),
        refresh: f.refresh,
        requested_aal: f.requested_aal,
        organization_id: null,
      });
      break;
    case 'registration':
      Object.assign(base, { organization_id: null });
      break;
    default:
      break;
  }
  base['state'] = f.state;
  if (f.continue_with !== null) base['continue_with'] = f.continue_with;
  return { ...base, ...extra };
}
