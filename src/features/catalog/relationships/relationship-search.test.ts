import { describe, expect, it } from 'vitest';
import { readRelationshipView, relationshipViewToUrl } from './relationship-search.ts';

describe('relationship view settings in the URL', () => {
  it('defaults everything and keeps defaults out of the URL', () => {
    const v = readRelationshipView({});
    expect(v).toEqual({
      incoming: true,
      outgoing: true,
      soft: true,
      view: 'table',
      direction: 'LR',
      edges: 'bezier',
    });
    expect(Object.values(relationshipViewToUrl(v)).every((x) => x === undefined)).toBe(true);
  });

  it('round-trips non-default settings and ignores unparsable values', () => {
    const url = relationshipViewToUrl({
      incoming: true,
      outgoing: false,
      soft: false,
      view: 'graph',
      direction: 'TB',
      edges: 'smoothstep',
    });
    expect(url).toEqual({
      incoming: undefined,
      outgoing: 'false',
      soft: 'false',
      view: 'graph',
      direction: 'TB',
      edges: 'smoothstep',
    });
    const params = Object.fromEntries(
      Object.entries(url).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(readRelationshipView(params)).toMatchObject({
      outgoing: false,
      soft: false,
      view: 'graph',
      direction: 'TB',
      edges: 'smoothstep',
    });
    expect(readRelationshipView({ view: 'pie', direction: 'RL', soft: 'maybe' })).toMatchObject({
      view: 'table',
      direction: 'LR',
      soft: true,
    });
  });

  it('forces Outgoing on while Incoming is off', () => {
    expect(readRelationshipView({ incoming: 'false', outgoing: 'false' })).toMatchObject({
      incoming: false,
      outgoing: true,
    });
    expect(
      relationshipViewToUrl({ ...readRelationshipView({}), incoming: false, outgoing: false }),
    ).toMatchObject({ incoming: 'false', outgoing: undefined });
  });
});
