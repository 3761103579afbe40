import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, MINUTE } from './context.ts';
import type { INCIDENT_STATUSES } from './data/incidents-data.ts';
import {
  AGE,
  EVIDENCE_TYPES,
  FACTORS,
  HYPOTHESIS_STATUSES,
  INCIDENT_SEVERITIES,
  INCIDENT_TYPES,
  SOLUTIONS,
  TITLES,
} from './data/incidents-data.ts';
import type { AnalysisRef, ChangeRef } from './gen-changes.ts';
import type { CheckRef } from './gen-checks.ts';
import type { ComponentRef } from './gen-topology.ts';
import {
  COMMENTS,
  DEFAULT_SCRIPT,
  evidenceRow,
  responderProperties,
  teamClientTypes,
} from './incident-details.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';
export interface IncidentOutput {
  incidents: Row[];
  hypotheses: Row[];
  evidences: Row[];
  comments: Row[];
  responders: Row[];
  incident_histories: Row[];
  incident_rules: Row[];
  /** component id → incidents touching it (for topology summaries). */
  byComponent: Map<string, { type: string; severity: string }[]>;
}

export interface IncidentInputs {
  people: string[];
  teamIds: Record<string, string>;
  configs: ConfigRef[];
  changes: ChangeRef[];
  analysis: AnalysisRef[];
  checks: CheckRef[];
  components: ComponentRef[];
}

/** ~30 incidents covering every status, severity and type, with hypothesis trees, evidence, comments and responders. */
export function generateIncidents(ctx: SeedContext, input: IncidentInputs): IncidentOutput {
  const rng = ctx.rng('incidents');
  const out: IncidentOutput = {
    incidents: [],
    hypotheses: [],
    evidences: [],
    comments: [],
    responders: [],
    incident_histories: [],
    incident_rules: [],
    byComponent: new Map(),
  };
  const statuses = [
    ...rep('new', 3),
    ...rep('open', 6),
    ...rep('investigating', 6),
    ...rep('mitigated', 4),
    ...rep('resolved', 6),
    ...rep('closed', 5),
  ] as (typeof INCIDENT_STATUSES)[number][];
  const commanders = [DEMO_ACCOUNTS.commander.id, DEMO_ACCOUNTS.admin.id, ...input.people.slice(9, 11)];
  const responders = [DEMO_ACCOUNTS.responder.id, ...input.people.slice(11, 17)];
  const liveConfigs = input.configs.filter(
    (c) => c.deletedMs === null && c.health !== 'healthy' && c.health !== null,
  );
  const configPool = liveConfigs.length > 0 ? liveConfigs : input.configs;
  const liveChecks = input.checks.filter((c) => c.stopMs === null);
  const teamKeys = Object.keys(input.teamIds);
  let hypothesisStatusCursor = 0;
  const nextHypStatus = (): string =>
    HYPOTHESIS_STATUSES[hypothesisStatusCursor++ % HYPOTHESIS_STATUSES.length] ?? 'possible';
  out.incident_rules.push({
    id: ctx.id('incident-rule', 'crashloop'),
    name: 'crash-looping-pods',
    spec: {
      priority: 1,
      filter: { type: ['Kubernetes::Pod'], status: ['CrashLoopBackOff'] },
      template: { type: 'availability', severity: 'High' },
      autoClose: { timeout: '1h' },
    },
    source: 'UI',
    created_by: DEMO_ACCOUNTS.admin.id,
    created_at: ctx.ago(90 * DAY),
    updated_at: ctx.ago(12 * DAY),
    deleted_at: null,
  });

  statuses.forEach((status, i) => {
    const type = INCIDENT_TYPES[i % INCIDENT_TYPES.length] ?? 'availability';
    const severity =
      INCIDENT_SEVERITIES[(i * 3 + Math.floor(i / 5)) % INCIDENT_SEVERITIES.length] ?? 'Medium';
    const [minAge, maxAge] = AGE[status];
    const createdMs = ctx.nowMs - (minAge + Math.floor(rng.next() * (maxAge - minAge)));
    const span = ctx.nowMs - createdMs;
    const at = (fraction: number): number => createdMs + Math.floor(span * fraction);
    const id = ctx.id('incident', i);
    const commander = rng.pick(commanders);
    const creator = rng.chance(0.3) ? DEMO_ACCOUNTS.responder.id : commander;
    const acked = status === 'new' || (status === 'open' && rng.chance(0.5)) ? null : at(0.05);
    const resolved = status === 'resolved' || status === 'closed' ? at(0.6) : null;
    const closed = status === 'closed' ? at(0.8) : null;
    const title = rng.pick(TITLES[type]);
    out.incidents.push({
      id,
      incident_id: `INC${String(i + 1).padStart(7, '0')}`,
      incident_rule_id: i === 1 ? ctx.id('incident-rule', 'crashloop') : null,
      title,
      created_by: creator,
      commander_id: status === 'new' && i % 2 === 0 ? null : commander,
      communicator_id: rng.chance(0.5) ? rng.pick(responders) : null,
      severity,
      description: `${title}. Reported by ${rng.pick(['an alert', 'customer support', 'a synthetic check', 'the on-call engineer'])}.`,
      type,
      status,
      acknowledged: acked === null ? null : ctx.iso(acked),
      resolved: resolved === null ? null : ctx.iso(resolved),
      closed: closed === null ? null : ctx.iso(closed),
      created_at: ctx.iso(createdMs),
      updated_at: ctx.iso(closed ?? resolved ?? at(status === 'new' ? 0 : 0.7)),
    });
    const history = (kind: string, whenMs: number, by: string, extra: Row = {}): void => {
      out.incident_histories.push({
        id: ctx.id('incident-history', `${i}/${out.incident_histories.length}`),
        incident_id: id,
        created_by: by,
        type: kind,
        description: null,
        hypothesis_id: null,
        created_at: ctx.iso(whenMs),
        updated_at: ctx.iso(whenMs),
        responder_id: null,
        evidence_id: null,
        comment_id: null,
        ...extra,
      });
    };
    history('incident.created', createdMs, creator);
    if (status !== 'new')
      history('incident.status_updated', at(0.1), commander, { description: `Status changed to ${status}` });

    // Responders: people and teams (external systems), at their stage of the lifecycle.
    const responderIds: string[] = [];
    const nResponders = status === 'new' ? rng.int(0, 1) : rng.int(1, 4);
    for (let r = 0; r < nResponders; r++) {
      const rid = ctx.id('responder', `${i}/${r}`);
      const team = r % 2 === 1;
      const teamKey = rng.pick(teamKeys);
      const client = team ? rng.pick(teamClientTypes(teamKey)) : 'person';
      const createdR = at(0.02 + r * 0.01);
      out.responders.push({
        id: rid,
        incident_id: id,
        type: team ? 'system' : 'person',
        index: r,
        person_id: team ? null : rng.pick(responders),
        team_id: team ? (input.teamIds[teamKey] ?? null) : null,
        external_id: team ? `${teamKey.toUpperCase()}-${rng.int(100, 9999)}` : null,
        properties: responderProperties(client, title, rng),
        acknowledged: acked !== null ? ctx.iso(Math.max(acked, createdR + MINUTE)) : null,
        resolved: resolved === null ? null : ctx.iso(resolved),
        closed: closed === null ? null : ctx.iso(closed),
        created_by: commander,
        created_at: ctx.iso(createdR),
        updated_at: ctx.iso(createdR),
        deleted_at: r === 3 ? ctx.iso(at(0.5)) : null,
      });
      responderIds.push(rid);
      history('responder.created', createdR, commander, { responder_id: rid });
    }

    // Hypothesis tree: root → factors → solutions.
    const hyps: { id: string; type: string; depth: number }[] = [];
    const hyp = (
      type: string,
      parentId: string | null,
      hTitle: string,
      whenMs: number,
      st: string,
    ): string => {
      const hid = ctx.id('hypothesis', `${i}/${hyps.length}`);
      out.hypotheses.push({
        id: hid,
        created_by: rng.pick([commander, ...responders.slice(0, 2)]),
        incident_id: id,
        parent_id: parentId,
        owner: rng.chance(0.5) ? rng.pick(responders) : null,
        team_id: rng.chance(0.3) ? (input.teamIds[rng.pick(teamKeys)] ?? null) : null,
        type,
        title: hTitle,
        status: st,
        created_at: ctx.iso(whenMs),
        updated_at: ctx.iso(Math.min(ctx.nowMs, whenMs + rng.int(1, 60) * MINUTE)),
      });
      hyps.push({ id: hid, type, depth: type === 'root' ? 0 : type === 'factor' ? 1 : 2 });
      return hid;
    };
    const settled = status === 'resolved' || status === 'closed' || status === 'mitigated';
    const root = hyp(
      'root',
      null,
      title,
      createdMs,
      settled ? 'proven' : status === 'new' ? 'possible' : nextHypStatus(),
    );
    history('hypothesis.created', createdMs, creator, { hypothesis_id: root });
    if (status !== 'new') {
      const factorTitles = rng.sample(FACTORS, rng.int(1, 3));
      factorTitles.forEach((f, fi) => {
        const fid = hyp(
          'factor',
          root,
          f,
          at(0.1 + fi * 0.05),
          fi === 0 && settled ? 'proven' : nextHypStatus(),
        );
        const nSolutions = rng.int(0, 2);
        for (let s = 0; s < nSolutions; s++)
          hyp(
            'solution',
            fid,
            SOLUTIONS[(FACTORS.indexOf(f) + s) % SOLUTIONS.length] ?? 'Fix it',
            at(0.2 + s * 0.05),
            nextHypStatus(),
          );
      });
    }

    // Evidence on each hypothesis, cycling through every type; settled incidents have a definition of done.
    let evCursor = i;
    hyps.forEach((h, hi) => {
      const n = h.type === 'root' ? rng.int(1, 2) : h.type === 'factor' ? rng.int(1, 3) : rng.int(0, 1);
      for (let e = 0; e < n; e++) {
        const evType = EVIDENCE_TYPES[evCursor++ % EVIDENCE_TYPES.length] ?? 'comment';
        const eid = ctx.id('evidence', `${i}/${hi}/${e}`);
        const when = at(0.15 + rng.next() * 0.3);
        const dod = (settled && e === 0 && hi < 3) || (status === 'investigating' && hi === 0 && e === 0);
        const row = evidenceRow(ctx, rng, evType, {
          configPool,
          changes: input.changes,
          analysis: input.analysis,
          checks: liveChecks,
          components: input.components,
        });
        out.evidences.push({
          id: eid,
          hypothesis_id: h.id,
          created_by: rng.pick([commander, ...responders.slice(0, 3)]),
          type: evType,
          definition_of_done: dod,
          done:
            dod && evType === 'comment'
              ? status === 'resolved' || status === 'closed'
              : evType === 'comment'
                ? false
                : null,
          factor: h.type === 'factor' ? true : null,
          mitigator: h.type === 'solution' ? true : null,
          created_at: ctx.iso(when),
          updated_at: ctx.iso(when),
          script_result: null,
          ...row,
          script: dod ? (DEFAULT_SCRIPT[evType] ?? null) : null,
        });
        const componentId = row['component_id'];
        if (
          typeof componentId === 'string' &&
          (status === 'open' || status === 'investigating' || status === 'new' || status === 'mitigated')
        ) {
          out.byComponent.set(componentId, [...(out.byComponent.get(componentId) ?? []), { type, severity }]);
        }
        history(dod ? 'evidence.done_definition_added' : 'evidence.created', when, commander, {
          evidence_id: eid,
          hypothesis_id: h.id,
        });
      }
    });

    // Comments on hypotheses, some mentioning a colleague, some from an external ticket.
    const nComments = status === 'new' ? rng.int(0, 2) : rng.int(2, 8);
    for (let c = 0; c < nComments; c++) {
      const cid = ctx.id('comment', `${i}/${c}`);
      const when = at(0.1 + (0.85 * (c + 1)) / (nComments + 1));
      const h = rng.pick(hyps);
      const external = responderIds.length > 1 && c === nComments - 1 && rng.chance(0.5);
      const mention = rng.chance(0.25)
        ? ` @[${DEMO_ACCOUNTS.responder.name}](user:${DEMO_ACCOUNTS.responder.id})`
        : '';
      out.comments.push({
        id: cid,
        created_by: external ? commander : rng.pick([commander, ...responders]),
        comment: (COMMENTS[(i + c) % COMMENTS.length] ?? 'Update') + mention,
        external_id: external ? `comment-${rng.int(10000, 99999)}` : null,
        external_created_by: external ? 'jira:incident-bot' : null,
        incident_id: id,
        responder_id: external ? (responderIds[1] ?? null) : null,
        hypothesis_id: h.id,
        read: null,
        created_at: ctx.iso(when),
        updated_at: ctx.iso(when),
      });
      history('responder.commented', when, commander, { comment_id: cid });
    }
  });
  return out;
}

const rep = (v: string, n: number): string[] => Array.from({ length: n }, () => v);
