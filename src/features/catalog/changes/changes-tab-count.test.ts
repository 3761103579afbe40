import { describe, expect, it } from 'vitest';
import { changesBadgeRequest } from './changes-tab-count.ts';
import { changesRequestOf, readChangesFilters } from './changes-filters.ts';

const ID = '00000000-0000-0000-0000-000000000001';
const tabDefault = changesRequestOf(readChangesFilters({}), { configId: ID, hideDeleted: true });

describe('changesBadgeRequest', () => {
  it("asks for the tab's own default window (the last 2 days), not every change ever", () => {
    const req = changesBadgeRequest(ID, false, {}, true);
    expect(req).toEqual(tabDefault);
    expect(req.from).toBe('now-2d');
    expect(req.id).toBe(ID);
  });
  it('follows the range and filters in the address while the tab is open, whatever the page', () => {
    const req = changesBadgeRequest(
      ID,
      true,
      { rangeType: 'relative', range: '7d', severity: 'high', page: '3' },
      true,
    );
    expect(req.from).toBe('now-7d');
    expect(req.severity).toBe('high');
    expect(req.page).toBe(1);
  });
  it("ignores another tab's address: following the link opens the defaults", () => {
    expect(changesBadgeRequest(ID, false, { rangeType: 'relative', range: '7d' }, true)).toEqual(tabDefault);
  });
  it("counts deleted configs' changes when they are shown", () => {
    expect(changesBadgeRequest(ID, false, {}, false).include_deleted_configs).toBe(true);
  });
});
