// What the bench page offers the driver (bench/run.ts calls it through page.evaluate).
import type { QueryInput } from '../../src/sync/query/query-schema.ts';

export interface Measured {
  /** Compute inside the worker. */
  readonly workerMs: number;
  /** From the call on the main thread to the frame after the rows were put on the page. */
  readonly paintedMs: number;
  readonly total: number;
}

export interface ServerMeasured {
  readonly ms: number;
  readonly status: number;
  readonly total: string | null;
}

export interface BenchPageApi {
  load(count: number): Promise<{ generateMs: number; loadMs: number }>;
  measure(query: QueryInput): Promise<Measured>;
  subscribe(queries: readonly QueryInput[]): Promise<void>;
  updateOneRow(count: number): Promise<{ samples: number[]; pushesPerUpdate: number }>;
  updatePage(size: number): Promise<number>;
  /** Forgets the long tasks seen so far. */
  resetLongTasks(): void;
  /** Longest main-thread task (PerformanceObserver "longtask", ≥ 50 ms) since the last reset, or 0. */
  longestTask(): number;
  /** Times one request the existing console would send (fetch with the session cookie). */
  server(
    path: string,
    init?: { method?: string; body?: string; headers?: Record<string, string> },
  ): Promise<ServerMeasured>;
}

declare global {
  interface Window {
    mcBench?: BenchPageApi;
  }
}
