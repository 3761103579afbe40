import { ProgressBar } from 'react-aria-components';
import './spinner.css';

/** An indeterminate spinner announced as progress ("Loading…" by default). */
export function Spinner({ label = 'Loading…', size = 16 }: { label?: string; size?: number }) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className="mc-spinner"
      style={{ width: size, height: size }}
    >
      <span className="mc-spinner__ring" aria-hidden="true" />
    </ProgressBar>
  );
}

/** A centred spinner with its label, for a region that is loading. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="mc-loading-block">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A grey placeholder block shaped like the content that is loading. Decorative. */
export function Skeleton({
  width = '100%',
  height = 12,
  radius,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={['mc-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, ...(radius === undefined ? {} : { borderRadius: radius }) }}
    />
  );
}
