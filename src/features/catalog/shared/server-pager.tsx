import { Button } from '../../../components/ui/button.tsx';
import './server-pager.css';

export interface ServerPagerProps {
  /** 1-based page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** e.g. "changes"; read out with the range. */
  noun: string;
}

/** Previous/Next paging of a server-paged list with "1–200 of 1,234 changes". */
export function ServerPager({ page, pageSize, total, onPageChange, noun }: ServerPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  // Nothing to page through: just the count (the table says 'No data available').
  if (total === 0 && page <= 1) return <p className="catalog-pager__range catalog-pager--empty">0 {noun}</p>;
  return (
    <nav className="catalog-pager" aria-label={`Pages of ${noun}`}>
      <span className="catalog-pager__range" aria-live="polite">
        {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()} {noun}
      </span>
      <Button size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="catalog-pager__page">
        Page {page} of {pages}
      </span>
      <Button size="sm" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
