import type { ReactNode } from 'react';
import { canAny, type Action, type Resource } from './permissions.ts';
import { useCurrentUser } from './use-access.ts';
import './access.css';

/** Props of {@link Access}. */
export interface AccessProps {
  /** Shown when any of these is permitted. */
  resources: readonly Resource[];
  action?: Action;
  /** Instead of nothing, show 'Unauthorized / You do not have permission to access this page'. */
  showUnauthorized?: boolean;
  children: ReactNode;
}

/** Shows its content only when the signed-in user may `action` (read by default) any of `resources`. */
export function Access({ resources, action = 'read', showUnauthorized = false, children }: AccessProps) {
  const user = useCurrentUser();
  if (user !== undefined && canAny(user.roles, resources, action)) return <>{children}</>;
  if (!showUnauthorized || user === undefined) return null;
  return <Unauthorized />;
}

/** The page shown in place of content the user may not see. */
export function Unauthorized() {
  return (
    <div className="mc-unauthorized" role="alert">
      <h1 className="mc-unauthorized__title">Unauthorized</h1>
      <p className="mc-unauthorized__text">You do not have permission to access this page</p>
    </div>
  );
}
