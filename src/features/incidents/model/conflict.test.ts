import { describe, expect, it } from 'vitest';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { updateIncident } from '../../../sync/mutators/incidents.ts';
import type { OutboxNotice } from '../../../sync/client/public-types.ts';
import { replacedNotices, replacedSentence, shownValue, undoArgs } from './conflict.ts';

const INC = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';
const T0 = '2026-11-22T04:00:00.000Z';
const T1 = '2026-11-22T05:00:00.000Z';
const incident: IncidentRow = {
  id: INC,
  incident_id: 'INC0000001',
  title: 'db down',
  description: '',
  severity: 'low',
  type: 'availability',
  status: 'investigating',
  created_by: INC,
  commander_id: null,
  communicator_id: null,
  created_at: T0,
  updated_at: T1,
};
const notice = (id: string, detail: unknown, name: string = updateIncident.name): OutboxNotice => ({
  id,
  mutationId: id,
  name,
  entities: [`incident:${INC}`],
  at: 1,
  detail,
});
const statusReplaced = {
  incident: INC,
  label: 'INC0000001',
  changes: [{ field: 'status', theirs: 'mitigated', mine: 'investigating', changed_at: T1 }],
};

describe('replaced-value notices on the incident page', () => {
  it("picks this incident's edit notices and ignores others and malformed ones", () => {
    const list = [
      notice('n1', statusReplaced),
      notice('n2', { ...statusReplaced, incident: OTHER }),
      notice('n3', statusReplaced, 'comments.create'),
      notice('n4', { incident: INC, changes: [] }),
    ];
    expect(replacedNotices(list, INC).map((n) => n.id)).toEqual(['n1']);
    expect(replacedNotices(undefined, INC)).toEqual([]);
  });

  it('says which field, the server value that was overwritten and the new one', () => {
    expect(
      replacedSentence(
        statusReplaced.changes[0] ?? { field: '', theirs: null, mine: null, changed_at: null },
      ),
    ).toBe('Your change to Status replaced a newer value on the server: Mitigated → Investigating');
    expect(replacedSentence({ field: 'severity', theirs: 'critical', mine: 'high', changed_at: null })).toBe(
      'Your change to Priority replaced a newer value on the server: Critical → High',
    );
    expect(shownValue('commander_id', null)).toBe('(empty)');
  });

  it('undo puts the overwritten values back through the normal edit, from what the page shows now', () => {
    const detail = replacedNotices([notice('n1', statusReplaced)], INC)[0]?.detail;
    expect(detail && undoArgs(detail, incident)).toEqual({
      id: INC,
      patch: { status: 'mitigated' },
      previous: { status: 'investigating' },
      base_updated_at: T1,
      label: 'INC0000001',
    });
  });
});
