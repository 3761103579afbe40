import { Skeleton } from '../../components/ui/spinner.tsx';
import './shell.css';

/** The shell's shape while the session and feature flags load: sidebar, header, user button. */
export function ShellSkeleton() {
  return (
    <div className="shell" aria-busy="true">
      <div className="shell-skeleton__sidebar" aria-hidden="true">
        <Skeleton width={140} height={20} />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} width="80%" height={14} />
        ))}
      </div>
      <div className="shell__main">
        <div className="shell-skeleton__topbar" aria-hidden="true">
          <Skeleton width={24} height={24} radius="50%" />
          <Skeleton width={24} height={24} radius="50%" />
          <Skeleton width={110} height={24} radius={12} />
        </div>
        <main className="shell__content">
          <p role="status" className="mc-visually-hidden">
            Loading Mission Control…
          </p>
          <Skeleton width={220} height={20} />
          <Skeleton width="60%" height={12} className="shell-skeleton__line" />
          <Skeleton width="45%" height={12} className="shell-skeleton__line" />
        </main>
      </div>
    </div>
  );
}
