import { defineConfig } from 'vitest/config';
import { ajvValidators } from './frontend/build/ajv-validators.js'; // .js: the config loader warns on extensionless imports

/**
 * One `vitest run` covers every workspace. Two projects:
 * - unit: pure and service tests (real Mongo-wire, Redis, S3, SMTP), files in parallel;
 * - e2e: browser tests against the whole system; the SPA is built once (global setup) and the
 *   files run one after another, each starting its own system;
 * - robustness: fuzzing and fault tests against the whole system (`npm run test:robustness`).
 * The SPA's standalone form validators (`virtual:validator/*`) come from its build plugin.
 */
export default defineConfig({
  plugins: [ajvValidators()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{gateway,services/*,infra/*,frontend}/src/**/*.test.{ts,tsx}', 'frontend/build/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['infra/e2e/tests/**/*.test.ts'],
          globalSetup: ['infra/e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: 'robustness', include: ['infra/bench/robustness/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
