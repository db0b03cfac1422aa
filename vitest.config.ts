import { defineConfig } from 'vitest/config';

/** One vitest run covers every workspace: unit, service (real infra) and browser tests. */
export default defineConfig({
  test: {
    include: ['{gateway,services/*,infra/*,frontend}/src/**/*.test.{ts,tsx}', 'infra/e2e/tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
