import { describe, expect, it } from 'vitest';
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import { codeContext } from './code-context.ts';
import {
  allowedStatuses,
  asksDefinitionOfDone,
  childTypeOf,
  detailSeverity,
  labelOf,
  severityKey,
} from './incident-rules.ts';
import { insertMention, mentionQueryAt, parseComment, withMentionMarkup } from './mentions.ts';
import { isPending, replacesNewerServerValue } from './pending.ts';
import { changeField, fieldEnabled, missingFields, teamResponderTypes } from './responder-types.ts';
import { buildTree, subtreeDeepestFirst } from './tree.ts';
import { incidentFiltersSchema } from './url-state.ts';

const h = (id: string, parent: string | null, type: string, at: string): HypothesisRow => ({
  id,
  incident_id: 'i',
  parent_id: parent,
  type,
  title: id,
  status: 'possible',
  created_by: 'u',
  created_at: at,
  updated_at: at,
});

describe('incident rules', () => {
  it('allows the specified status moves and asks for the definition of done on mitigated and resolved', () => {
    expect(allowedStatuses('investigating')).toEqual(['investigating', 'mitigated', 'resolved', 'closed']);
    expect(allowedStatuses('closed')).toEqual(['closed', 'open']);
    expect(allowedStatuses('resolved')).toContain('open');
    expect(['mitigated', 'resolved', 'closed'].map(asksDefinitionOfDone)).toEqual([true, true, false]);
    expect([childTypeOf('root'), childTypeOf('factor'), childTypeOf('solution')]).toEqual([
      'factor',
      'solution',
      null,
    ]);
    expect(labelOf('technicalDebt')).toBe('Technical Debt');
  });

  it("takes either case of a severity: the existing console writes 'High', this one 'high'", () => {
    expect(['High', 'high', 'HIGH', ' High '].map(severityKey)).toEqual(['high', 'high', 'high', 'high']);
    // The detail form selects the choice 'high' for 'High', and shows High when missing.
    expect(detailSeverity('Low')).toBe('low');
    expect(detailSeverity('')).toBe('high');
    expect(incidentFiltersSchema.parse({ severity: 'Critical' }).severity).toBe('critical');
  });

  it('reads the list filters: status defaults to open, all and empty are ignored', () => {
    expect(incidentFiltersSchema.parse({}).status).toBe('open');
    const all = incidentFiltersSchema.parse({ status: 'all', type: 'all', severity: '' });
    expect([all.status, all.type, all.severity]).toEqual([undefined, undefined, undefined]);
    expect(incidentFiltersSchema.parse({ status: 'closed', owner: 'x' })).toMatchObject({
      status: 'closed',
      owner: 'x',
    });
  });
});

describe('mentions', () => {
  it('stores a mention as markup with the name and id, and parses it back', () => {
    const at = mentionQueryAt('ping @ad', 8);
    expect(at).toEqual({ start: 5, query: 'ad' });
    const out = insertMention('ping @ad', 5, 8, 'Ada Admin');
    // The box shows the name; the markup is what is stored.
    expect(out).toEqual({ text: 'ping @Ada Admin ', caret: 16 });
    const stored = withMentionMarkup(out.text, [{ name: 'Ada Admin', id: 'u-1' }]);
    expect(stored).toBe('ping @[Ada Admin](u-1) ');
    expect(parseComment(stored)).toEqual([
      { kind: 'text', text: 'ping ' },
      { kind: 'mention', name: 'Ada Admin', id: 'u-1' },
      { kind: 'text', text: ' ' },
    ]);
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
  });

  it('marks up the longest chosen name, and leaves other @words as text', () => {
    const chosen = [
      { name: 'Ann Lee', id: 'a' },
      { name: 'Ann Lee-Smith', id: 'b' },
    ];
    expect(withMentionMarkup('@Ann Lee-Smith and @Ann Lee, cc @nobody', chosen)).toBe(
      '@[Ann Lee-Smith](b) and @[Ann Lee](a), cc @nobody',
    );
  });
});

describe('hypothesis tree', () => {
  it('nests root → factor → solution and deletes deepest first', () => {
    const rows = [
      h('s', 'f', 'solution', '3'),
      h('r', null, 'root', '1'),
      h('f', 'r', 'factor', '2'),
      h('orphan', 'gone', 'factor', '4'),
    ];
    const tree = buildTree(rows);
    expect(tree.map((n) => n.row.id)).toEqual(['r', 'orphan']);
    expect(tree[0]?.children[0]?.children[0]?.row.id).toBe('s');
    expect(subtreeDeepestFirst(tree, 'r').map((r) => r.id)).toEqual(['s', 'f', 'r']);
  });
});

describe('evidence code context', () => {
  it('shows 3 lines around the selected lines', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    const ctx = codeContext({ lines, selected_lines: [10, 11], start: 1 });
    expect(ctx?.map((l) => l.number)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(ctx?.filter((l) => l.selected).map((l) => l.number)).toEqual([10, 11]);
    expect(codeContext('not code')).toBeNull();
  });
});

describe('pending rows', () => {
  it('marks pending fields and notices an edit that replaces a newer server value', () => {
    const row = {
      updated_at: '2026-01-01T00:00:10Z',
      local_pending: { fields: ['status'], base_updated_at: '2026-01-01T00:00:00Z' },
    };
    expect(isPending(row, 'status')).toBe(true);
    expect(isPending(row, 'title')).toBe(false);
    expect(replacesNewerServerValue(row)).toBe(true);
    expect(replacesNewerServerValue({ ...row, updated_at: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(replacesNewerServerValue({ updated_at: row.updated_at })).toBe(false);
  });
});

describe('responder forms', () => {
  it('requires every field, gates and clears the ticket dependencies, offers the team types', () => {
    expect(missingFields('email', { to: 'a@b.c' })).toEqual(['subject', 'body']);
    expect(fieldEnabled('jira', 'project', {})).toBe(false);
    expect(fieldEnabled('jira', 'project', { configType: 'x' })).toBe(true);
    expect(
      changeField('jira', { configType: 'a', project: 'p', issueType: 'bug' }, 'configType', 'b'),
    ).toMatchObject({ configType: 'b', project: '', issueType: '' });
    expect(
      changeField('jira', { configType: 'a', project: 'p', issueType: 'bug' }, 'project', 'q'),
    ).toMatchObject({ project: 'q', issueType: '' });
    expect(teamResponderTypes({ responder_clients: { jira: {}, email: {} } })).toEqual(['jira', 'email']);
    expect(teamResponderTypes(null)).toContain('ms_planner');
  });
});
