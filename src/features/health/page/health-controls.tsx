// The toolbar's choices beside the search box (group by, tabs by, time range, refresh rate, pivot,
// table or cards). Memoized on the address without its search text: typing re-renders none of it.
import { memo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { GROUP_OPTIONS } from '../state/grouping.ts';
import { viewOf, type HealthSearch, type OnHealthSearch } from '../state/url-state.ts';
import { OptionSelect, PivotControls, RefreshRatePicker, TimeRangePicker } from './toolbar.tsx';

interface Props {
  /** The address without the search text. */
  settled: HealthSearch;
  labelKeys: readonly string[];
  onSearch: OnHealthSearch;
  rate: string;
  onRate: (rate: string) => void;
}

export const HealthControls = memo(function HealthControls({
  settled,
  labelKeys,
  onSearch,
  rate,
  onRate,
}: Props) {
  const view = viewOf(settled);
  return (
    <>
      <OptionSelect
        label="Group by"
        value={view.groupBy}
        options={[...GROUP_OPTIONS, ...labelKeys.map((k) => ({ value: k, label: `Label: ${k}` }))]}
        onChange={(v) => onSearch({ groupBy: v === 'canary_name' ? undefined : v })}
      />
      <OptionSelect
        label="Tabs by"
        value={view.tabBy}
        options={[
          { value: 'namespace', label: 'Namespace' },
          { value: 'agent', label: 'Agent' },
          ...labelKeys.map((k) => ({ value: k, label: `Label: ${k}` })),
          { value: 'none', label: 'No tabs' },
        ]}
        onChange={(v) => onSearch({ tabBy: v === 'namespace' ? undefined : v, tab: undefined })}
      />
      <TimeRangePicker value={settled.timeRange ?? '1h'} onChange={(v) => onSearch({ timeRange: v })} />
      <RefreshRatePicker rate={rate} timeRange={settled.timeRange ?? '1h'} onChange={onRate} />
      <PivotControls search={settled} labelKeys={labelKeys} onSearch={onSearch} />
      <Button size="sm" onPress={() => onSearch({ layout: view.layout === 'table' ? 'card' : undefined })}>
        {view.layout === 'table' ? 'Cards' : 'Table'}
      </Button>
    </>
  );
});
