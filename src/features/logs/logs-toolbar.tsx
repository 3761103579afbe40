// The /logs controls: the component (log-enabled components, searchable), its log selector (the
// first picked by itself), the search box and the time range.
import { ComboBox } from '../../components/ui/combo-box.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { Select, SelectItem } from '../../components/ui/select.tsx';
import { TimeRangePicker, type TimeRange } from '../../components/ui/time-range-picker/index.ts';

/** A component the picker offers, under the name it shows. */
export interface ComponentChoice {
  id: string;
  name: string;
}

export interface LogsToolbarProps {
  components: readonly ComponentChoice[];
  componentsLoading: boolean;
  componentId: string | undefined;
  onComponent: (id: string) => void;
  selectors: readonly string[];
  selectorsNote: string | undefined;
  selector: string | undefined;
  onSelector: (name: string) => void;
  query: string;
  onQuery: (text: string) => void;
  range: TimeRange;
  onRange: (range: TimeRange) => void;
}

export function LogsToolbar(p: LogsToolbarProps) {
  const items = p.selectors.map((name) => ({ id: name, name }));
  return (
    <div className="logs-toolbar" role="group" aria-label="Log filters">
      <ComboBox
        className="logs-toolbar__component"
        label="Component"
        placeholder={p.componentsLoading ? 'Loading ...' : 'Select a component'}
        menuTrigger="focus"
        defaultItems={p.components}
        selectedKey={p.componentId ?? null}
        onSelectionChange={(key) => {
          if (typeof key === 'string' && key !== p.componentId) p.onComponent(key);
        }}
        emptyText="No components with logs"
      >
        {(c: ComponentChoice) => (
          <SelectItem id={c.id} textValue={c.name}>
            {c.name}
          </SelectItem>
        )}
      </ComboBox>
      <Select
        className="logs-toolbar__selector"
        label="Log selector"
        placeholder={p.selectorsNote ?? 'Select'}
        isDisabled={p.selectors.length === 0}
        items={items}
        selectedKey={p.selector ?? null}
        onSelectionChange={(key) => {
          if (typeof key === 'string') p.onSelector(key);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <SearchField
        className="logs-toolbar__search"
        label="Search"
        placeholder="Search logs"
        value={p.query}
        onChange={p.onQuery}
      />
      <div className="logs-toolbar__range">
        <TimeRangePicker value={p.range} onChange={p.onRange} />
      </div>
    </div>
  );
}
