import { describe, expect, it } from 'vitest';
import { PgrstError } from '../errors.ts';
import { parseSelect } from './select.ts';

// The existing Mission Control console's incident changelog request, as recorded against us.
const CHANGELOG_SELECT =
  '*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),' +
  'config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),' +
  'hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),' +
  'team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar))';

describe('parseSelect', () => {
  it('ignores a trailing ")" after the list, as PostgREST does', () => {
    const withStray = parseSelect(CHANGELOG_SELECT);
    expect(withStray).toEqual(parseSelect(CHANGELOG_SELECT.slice(0, -1)));
    expect(withStray.map((i) => (i.kind === 'embed' ? (i.alias ?? i.target) : i.kind))).toEqual([
      'star',
      'evidence',
      'hypothesis',
      'responder',
      'comment',
      'created_by',
    ]);
    expect(parseSelect('id,name)')).toEqual(parseSelect('id,name'));
  });

  it('still refuses an item left unfinished and text it cannot read', () => {
    for (const bad of ['id,)', 'id,clients(name', 'id;name', 'id,clients(name[])', 'id);drop table x;--']) {
      expect(() => parseSelect(bad), bad).toThrow(PgrstError);
    }
  });
});
