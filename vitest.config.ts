import { configDefaults, defineConfig } from 'vitest/config';
import { ajvValidators } from './frontend/build/ajv-validators.js'; // .js: the config loader warns on extensionless imports

/**
 * One `vitest run` covers every workspace, in four projects (`--project <name>`):
 * - unit: code that needs no server: the SPA (jsdom) and its build steps, every `src/domain/`
 *   folder (pure rules by the house layout) and the shared browser-safe modules (contracts, time,
 *   calendar file); files in parallel;
 * - integration: the services, the gateway, shared server code and the local infrastructure, mostly
 *   against real parts (Mongo-wire, Redis, S3, SMTP sink, child processes); files in parallel;
 * - e2e: browser tests (Chromium) against the whole system; the SPA is built once (global setup)
 *   and the files run one after another, each starting its own system;
 * - robustness: fuzzing and fault tests against the whole system (`npm run test:robustness`).
 * The SPA's standalone form validators (`virtual:validator/*`) come from its build plugin.
 */
const UNIT = [
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/build/*.test.ts',
  '{gateway,services/*,infra/*}/src/**/domain/**/*.test.ts',
  'services/shared/src/{contracts,time,calendar}/**/*.test.ts',
];

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
        test: { name: 'unit', include: UNIT, setupFiles: ['frontend/src/testing/i18n-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['{gateway,services/*,infra/*}/src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...UNIT] },
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
