import { describe, expect, it } from 'vitest';
import { parseUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { cardSizeOf, cardWidthSchema, clampCardWidth, CARD_WIDTH } from './prefs.ts';
import { carriedParams, dashboardSearchSchema, formatLabels, parseLabels } from './url-state.ts';

describe('the card width preference', () => {
  it('defaults to extra large and stays within 250 to 768 on steps of 2', () => {
    expect(CARD_WIDTH.default).toBe(554);
    expect(clampCardWidth(100)).toBe(250);
    expect(clampCardWidth(9000)).toBe(768);
    expect(clampCardWidth(301)).toBe(302);
    expect(cardWidthSchema.parse(255)).toBe(256);
    expect(clampCardWidth(Number.NaN)).toBe(554);
  });
  it('names the size a width reaches', () => {
    expect([250, 258, 356, 553, 554, 768].map(cardSizeOf)).toEqual([
      'small',
      'medium',
      'large',
      'large',
      'extra_large',
      'extra_large',
    ]);
  });
});

describe('the Dashboard address', () => {
  it("reads the filters, with 'All' and empty values as no filter", () => {
    const search = parseUrlState(
      dashboardSearchSchema,
      'status=unhealthy%3A1&type=All&team=&labels=env%3Dprod%3A1&agent_id=a1&other=x',
    );
    expect(search).toEqual({
      status: 'unhealthy:1',
      type: undefined,
      team: undefined,
      labels: 'env=prod:1',
      agent_id: 'a1',
    });
    expect(carriedParams(search)).toEqual({ status: 'unhealthy:1', labels: 'env=prod:1', agent_id: 'a1' });
  });
  it('encodes the tag filter as key, value and include 1 or exclude -1', () => {
    const raw = formatLabels([
      { key: 'env', value: 'prod', state: 1 },
      { key: 'tier', value: 'a=b', state: -1 },
    ]);
    expect(raw).toBe('env%3Dprod:1,tier%3Da%3Db:-1');
    expect(parseLabels(raw)).toEqual([
      { key: 'env', value: 'prod', state: 1 },
      { key: 'tier', value: 'a=b', state: -1 },
    ]);
    expect(parseLabels('novalue:1')).toEqual([]);
  });
});
