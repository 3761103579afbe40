// Pages of integrations (spec 02-areas §2.13 "paginated list", §7.6 limit and offset with a
// count): "1–150 of 320 integrations", Previous and Next, and the page size.
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { INTEGRATION_PAGE_SIZES } from './url-state.ts';

export function IntegrationsPager({
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
    <nav className="integ-pager" aria-label="Pages of integrations">
      <span aria-live="polite">
        {first > total ? 0 : first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}{' '}
        integrations
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
        aria-label="Integrations per page"
        className="integ-pager__size"
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => onChange({ pageIndex: 0, pageSize: Number(key) })}
      >
        {INTEGRATION_PAGE_SIZES.map((n) => (
          <SelectItem key={n} id={String(n)}>
            {`${n} per page`}
          </SelectItem>
        ))}
      </Select>
    </nav>
  );
}
