import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own Postgres (PGlite ~150 MB, or a fresh database on the server):
          // two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
          // Run after the unit project rather than beside it (different worker limits).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'faults',
          // The fault-injection suite: real outbox and puller against the in-process reference
          // server through a misbehaving proxy (one server, one database, 1,000 seeded runs).
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
