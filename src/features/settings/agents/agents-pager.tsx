// Pages of agents (spec 01-core §2 pageIndex and pageSize; §9 sizes 50, 100 and 200, 50 by
// default): "1–50 of 120 agents", Previous and Next, and the page size.
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { AGENT_PAGE_SIZES } from './url-state.ts';

export function AgentsPager({
  pageIndex,
  pageSize,
  total,
  onChange,
}: {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (page: { pageIndex: number; pageSize?: number }) => void;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav className="agents-pager" aria-label="Pages of agents">
      <span aria-live="polite">
        {first > total ? 0 : first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}{' '}
        agents
      </span>
      <Button size="sm" isDisabled={pageIndex <= 0} onPress={() => onChange({ pageIndex: pageIndex - 1 })}>
        Previous
      </Button>
      <span>
        Page {pageIndex + 1} of {pages}
      </span>
      <Button
        size="sm"
        isDisabled={pageIndex + 1 >= pages}
        onPress={() => onChange({ pageIndex: pageIndex + 1 })}
      >
        Next
      </Button>
      <Select
        aria-label="Agents per page"
        className="agents-pager__size"
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => onChange({ pageIndex: 0, pageSize: Number(key) })}
      >
        {AGENT_PAGE_SIZES.map((n) => (
          <SelectItem key={n} id={String(n)}>
            {`${n} per page`}
          </SelectItem>
        ))}
      </Select>
    </nav>
  );
}
