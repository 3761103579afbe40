// Previous/Next over the matching jobs, JOB_PAGE_SIZE a page (spec §9: 50 on the settings page),
// with "1–50 of 1,234 runs". (A private copy of the catalogue's pager: features share no code.)
import { Button } from '../../../components/ui/button.tsx';

export function JobPager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="job-history__pager" aria-label="Pages of job runs">
      <span className="job-history__pager-range" aria-live="polite">
        {first > total ? 0 : first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()} runs
      </span>
      <Button size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button size="sm" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
