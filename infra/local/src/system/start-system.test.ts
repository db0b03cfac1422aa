/** startSystem with stand-in services: start-up, environment, health, crash reporting and clean stop. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpExchange } from '../providers/wait';
import { SERVICES, type ServiceSpec } from './services';
import { startSystem } from './start-system';

const DUMMY = 'infra/local/src/system/fixtures/dummy-service.ts';
const quiet = () => {};

/** The real service list, each process replaced by the dummy service (same names, env and roles). */
function dummies(extraEnv: Record<string, Record<string, string>> = {}): ServiceSpec[] {
  return SERVICES.map((spec) => ({
    ...spec,
    entry: DUMMY,
    env: (ctx) => ({ ...spec.env(ctx), ...extraEnv[spec.name] }),
  }));
}

/** Child processes of this (test) process, as reported by ps (itself left out). */
function childPids(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, command]) => Number(pid) > 0 && command !== 'ps')
      .map(([pid]) => Number(pid));
  } catch {
    return []; // ps exits 1 when there is none
  }
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'system-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('startSystem', () => {
  it('starts infrastructure and services, answers /health, and stops without leaving a process', async () => {
    const before = childPids();
    const system = await startSystem({ dataDir, services: dummies(), log: quiet });
    try {
      expect(system.url).toBe(`http://localhost:${system.port}`);
      expect((await fetch(`${system.url}/health`)).status).toBe(200);
      expect(system.pids()).toHaveLength(SERVICES.length);

      const gatewayEnv = (await (await fetch(`${system.url}/env`)).json()) as Record<string, string>;
      expect(gatewayEnv.PORT).toBe(String(system.port));
      const catalogueUrl = gatewayEnv.CATALOGUE_URL;
      const catalogueEnv = await (await fetch(`${catalogueUrl}/env`)).json();
      expect(catalogueEnv).toMatchObject({
        MONGO_URL: `${system.mongoUrl}/catalogue`,
        S3_BUCKET: 'catalogue-images',
        SEED_DEMO_CATALOGUE: 'true',
        JWT_SECRET: JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).JWT_SECRET,
      });
      expect(childPids().length).toBeGreaterThan(before.length);
    } finally {
      await system.stop();
    }
    for (const pid of system.pids()) expect(() => process.kill(pid, 0)).toThrow();
    expect(childPids()).toEqual(before);
  });

  it('reuses the secrets of the data directory', async () => {
    const first = readFileSync(join(dataDir, 'secrets.json'), 'utf8');
    const system = await startSystem({ dataDir, services: dummies(), log: quiet });
    await system.stop();
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(first);
  });

  it('reports a service that crashes after start-up', async () => {
    const system = await startSystem({
      dataDir,
      services: dummies({ 'scheduling-worker': { DUMMY_CRASH_AFTER_MS: '1500' } }),
      log: quiet,
    });
    try {
      expect(await system.exited).toEqual({ name: 'scheduling-worker', code: 3, signal: null });
    } finally {
      await system.stop();
    }
  });

  it('restarts a service on its port (also after SIGKILL) without reporting a crash, and halts and resumes Redis', async () => {
    const system = await startSystem({ dataDir, services: dummies(), log: quiet });
    try {
      let crashed = false;
      void system.exited.then(() => (crashed = true));
      const before = system.pids();
      await system.restartService('catalogue');
      await system.restartService('scheduling-worker', { signal: 'SIGKILL' });
      const after = system.pids();
      expect(after).toHaveLength(before.length);
      expect(after.filter((pid) => !before.includes(pid))).toHaveLength(2);
      expect((await fetch(`${system.serviceUrl('catalogue')}/health`)).status).toBe(200);

      const redisPort = Number(new URL(system.redisUrl).port);
      if (system.infrastructure.redis) {
        await system.infrastructure.redis.halt('SIGKILL');
        expect(await tcpExchange(redisPort, 'PING\r\n')).toBe('');
        await system.infrastructure.redis.resume();
      }
      expect(await tcpExchange(redisPort, 'PING\r\n')).toMatch(/^\+PONG/);
      // no window to wait out: an exit is judged (crash or purposeful) as it happens, and
      // restartService resolves only after the old process has exited
      expect(crashed).toBe(false);
    } finally {
      await system.stop();
    }
  });

  it('fails with the output of a service that dies during start-up, and cleans up', async () => {
    const before = childPids();
    await expect(
      startSystem({ dataDir, services: dummies({ identity: { DUMMY_CRASH_AFTER_MS: '0' } }), log: quiet }),
    ).rejects.toThrow(/identity exited during start-up/);
    expect(childPids()).toEqual(before);
  });

  it('names the services that are not healthy in time', async () => {
    await expect(
      startSystem({
        dataDir,
        services: dummies({ onboarding: { DUMMY_HEALTH_STATUS: '503' } }),
        log: quiet,
        healthTimeoutMs: 8000,
      }),
    ).rejects.toThrow(/not healthy after 8 s: onboarding \(GET http:\/\/127\.0\.0\.1:\d+\/health: answered 503\)/);
  });
});
