// Pages of a server-paged settings list (spec 01-core §2 pageIndex and pageSize, 02-areas §7.6
// limit and offset with a count): "1–50 of 120 agents", Previous and Next, and the page size.
import { Button } from '../../components/ui/button.tsx';
import { Select, SelectItem } from '../../components/ui/select.tsx';
import './settings-pager.css';

export interface SettingsPagerProps {
  /** What the list holds, in the plural and lower case: "agents", "integrations". */
  noun: string;
  /** The page sizes offered. */
  sizes: readonly number[];
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (page: { pageIndex: number; pageSize?: number }) => void;
}

export function SettingsPager({ noun, sizes, pageIndex, pageSize, total, onChange }: SettingsPagerProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <nav className="settings-pager" aria-label={`Pages of ${noun}`}>
      <span aria-live="polite">
        {first > total ? 0 : first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}{' '}
        {noun}
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
        aria-label={`${Noun} per page`}
        className="settings-pager__size"
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => onChange({ pageIndex: 0, pageSize: Number(key) })}
      >
        {sizes.map((n) => (
          <SelectItem key={n} id={String(n)}>
            {`${n} per page`}
          </SelectItem>
        ))}
      </Select>
    </nav>
  );
}
