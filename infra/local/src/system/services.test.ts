/** The runner's service list gives every process the variables its config.ts requires. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { CONFIG_FILES, configEnv } from '../testing/config-env';
import { compiledEntry, SERVICES, type SystemContext, withDatabase } from './services';

const context: SystemContext = {
  ports: Object.fromEntries(SERVICES.map((spec, i) => [spec.name, 5000 + i])),
  mongoUrl: 'mongodb://127.0.0.1:27017',
  redisUrl: 'redis://127.0.0.1:6379',
  s3: { url: 'http://127.0.0.1:9000', accessKey: 'S3RVER', secretKey: 'S3RVER' },
  smtpUrl: 'smtp://127.0.0.1:2525',
  secrets: { JWT_SECRET: 'j', INTERNAL_TOKEN: 'i', CUSTOMER_SESSION_SECRET: 'c', GOOGLE_TOKEN_KEY: 'g', PRIVACY_HASH_SECRET: 'p' },
  publicUrl: 'http://localhost:8080',
  staticDir: '/repo/frontend/dist',
};

describe('SERVICES', () => {
  it('covers every process, with one public entry point', () => {
    expect(SERVICES.map((spec) => spec.name).sort()).toEqual(Object.keys(CONFIG_FILES).sort());
    expect(SERVICES.filter((spec) => spec.public).map((spec) => spec.name)).toEqual(['gateway']);
  });

  it.each(SERVICES.map((spec) => [spec.name, spec] as const))('%s gets every variable its config.ts requires', async (name, spec) => {
    const read = await configEnv(CONFIG_FILES[name]);
    const env = spec.env(context);
    expect(env.PORT).toBe(String(context.ports[name]));
    expect([...(read?.required ?? [])].filter((variable) => !(variable in env))).toEqual([]);
  });

  it('gives each service its own database and routes the gateway to the services', () => {
    const env = Object.fromEntries(SERVICES.map((spec) => [spec.name, spec.env(context)]));
    expect(env.identity.MONGO_URL).toBe('mongodb://127.0.0.1:27017/identity');
    expect(env['scheduling-worker'].MONGO_URL).toBe(env.scheduling.MONGO_URL);
    expect(env.gateway).toMatchObject({
      CATALOGUE_URL: `http://127.0.0.1:${context.ports.catalogue}`,
      STATIC_DIR: '/repo/frontend/dist',
    });
  });
});

describe('compiledEntry', () => {
  it("names the workspace build's output for every entry, as the package.json scripts run it", () => {
    for (const { entry } of SERVICES) {
      const compiled = compiledEntry(entry);
      const workspace = compiled.slice(0, compiled.indexOf('/dist/'));
      const scripts = Object.values((JSON.parse(readFileSync(join(repoRoot, workspace, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
      expect(scripts.some((script) => script.includes(compiled.slice(workspace.length + 1))), compiled).toBe(true);
      expect(scripts.find((script) => script.includes('bundle.mjs')), workspace).toContain(entry.slice(workspace.length + 1));
    }
  });
});

describe('withDatabase', () => {
  it('sets the database and keeps the query', () => {
    expect(withDatabase('mongodb://h:1', 'identity')).toBe('mongodb://h:1/identity');
    expect(withDatabase('mongodb://u:p@h:1/other?authSource=admin', 'catalogue')).toBe('mongodb://u:p@h:1/catalogue?authSource=admin');
  });
});
