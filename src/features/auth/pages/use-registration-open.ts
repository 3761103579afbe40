import { useEffect, useState } from 'react';
import { identity } from '../../../lib/identity/identity.ts';

/**
 * Whether this deployment lets people register, so sign-in can offer 'Create account'. Kratos
 * has no public switch to read: a registration flow that can be created is the answer (a
 * deployment with registration off refuses it). Not asked while `ask` is false.
 */
export function useRegistrationOpen(ask: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    identity.createFlow('registration', {}).then(
      () => {
        if (live) setOpen(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ask]);
  return open;
}
