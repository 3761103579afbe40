// Which component the page shows (spec 02-areas §2.1, §8): the synced row when the device holds
// it (instant, offline); otherwise the server's answer to GET topology?id=, whose first component
// is the one (a warning when it holds several); 'Component not found' once neither has it.

/** What the header needs; a synced ComponentRow and a topology answer's component both fit. */
export interface ComponentHead {
  readonly id: string;
  readonly name: string;
  readonly text?: string | null | undefined;
  readonly type?: string | null | undefined;
  readonly icon?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly status_reason?: string | null | undefined;
  readonly properties?: unknown;
  readonly path?: string | null | undefined;
  readonly parent_id?: string | null | undefined;
}

export const NOT_FOUND = 'Component not found';
export const MULTIPLE_COMPONENTS = 'Response has multiple components for the id.';

export interface LookupInputs<Row extends ComponentHead> {
  /** The engine has answered for this id. */
  readonly localLoaded: boolean;
  readonly localRow: Row | undefined;
  /** The components collection has synced completely (an absent row is truly absent). */
  readonly localComplete: boolean;
  readonly server:
    | { readonly kind: 'idle' }
    | { readonly kind: 'pending' }
    | { readonly kind: 'answer'; readonly components: readonly ComponentHead[] }
    /** Failed, or paused offline with no answer. */
    | { readonly kind: 'unavailable' };
}

export type Lookup<Row extends ComponentHead> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'local'; readonly row: Row }
  | { readonly kind: 'server'; readonly head: ComponentHead; readonly multiple: boolean };

/** Whether the page should ask the server (the device does not hold the component, yet). */
export function needsServer(
  inputs: Pick<LookupInputs<ComponentHead>, 'localLoaded' | 'localRow' | 'localComplete'>,
): boolean {
  return inputs.localLoaded && inputs.localRow === undefined && !inputs.localComplete;
}

export function lookupComponent<Row extends ComponentHead>(inputs: LookupInputs<Row>): Lookup<Row> {
  if (inputs.localRow !== undefined) return { kind: 'local', row: inputs.localRow };
  if (!inputs.localLoaded) return { kind: 'loading' };
  if (inputs.localComplete) return { kind: 'missing' };
  const { server } = inputs;
  if (server.kind === 'idle' || server.kind === 'pending') return { kind: 'loading' };
  if (server.kind === 'unavailable') return { kind: 'missing' };
  const [first] = server.components;
  if (first === undefined) return { kind: 'missing' };
  return { kind: 'server', head: first, multiple: server.components.length > 1 };
}
