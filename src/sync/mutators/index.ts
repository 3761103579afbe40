// Every named mutator the console can queue. Each area adds its own file next to this one and
// lists its mutators here; the worker builds its registry from this list.
import type { AnyMutator } from '../outbox/mutator.ts';
import type { LocalData } from './local-data.ts';
import { incidentMutators } from './incidents.ts';

export const allMutators: readonly AnyMutator<LocalData>[] = [...incidentMutators];
