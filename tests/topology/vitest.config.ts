/**
 * The scale-out topology tests (tests/topology/*.spec.ts): run inside `scripts/scale-topology.sh run -- …`, which
 * builds a PostgreSQL primary and streaming replica, two API processes behind HAProxy and two workers, and passes
 * their addresses in TOPOLOGY_* variables. Kept out of the main vitest run (its include is *.test.ts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/topology/**/*.spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One topology, tests in order: each leaves it as the next expects (the last one kills processes).
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
