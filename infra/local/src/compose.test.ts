/**
 * docker-compose.yml stays consistent with the code: every build context, Dockerfile and file a
 * Dockerfile copies exists, every variable a service reads is set for it, secrets only ever come
 * from the operator's .env and reach only the services that use them (each service its own Mongo
 * user and S3 key), and the deployment keeps its production shape (official base images as build
 * arguments, pinned third-party images, hardening, one published port). compose.smoke.yml swaps
 * images only. (`npm run compose:smoke` runs all of it for real.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths';
import { CONFIG_FILES, configEnv } from './testing/config-env';

interface ComposeService {
  image?: string;
  ports?: string[];
  read_only?: boolean;
  mem_limit?: string;
  restart?: string;
  volumes?: string[];
  command?: string[];
  healthcheck?: { test?: string[] | string; start_period?: string; disable?: boolean };
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, service]) => service.build);

/** The environment contract every process is started with (the names its config.ts reads). */
const CONTRACT: Record<string, string[]> = {
  identity: ['PORT', 'MONGO_URL', 'INTERNAL_TOKEN', 'JWT_SECRET', 'JWT_EXPIRES_IN', 'REDIS_URL', 'SETUP_TOKEN'],
  catalogue: ['PORT', 'MONGO_URL', 'INTERNAL_TOKEN', 'JWT_SECRET', 'IDENTITY_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'S3_REGION', 'SEED_DEMO_CATALOGUE'],
  onboarding: ['PORT', 'MONGO_URL', 'INTERNAL_TOKEN', 'JWT_SECRET', 'IDENTITY_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'S3_REGION', 'CUSTOMER_SESSION_SECRET', 'COOKIE_SECURE', 'WHATSAPP_NUMBER'],
  scheduling: ['PORT', 'MONGO_URL', 'INTERNAL_TOKEN', 'JWT_SECRET', 'REDIS_URL', 'CUSTOMER_SESSION_SECRET', 'COOKIE_SECURE', 'GOOGLE_TOKEN_KEY', 'ONBOARDING_URL', 'IDENTITY_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAIL', 'PUBLIC_URL'],
  gateway: ['PORT', 'CATALOGUE_URL', 'ONBOARDING_URL', 'SCHEDULING_URL', 'IDENTITY_URL'],
};
CONTRACT['scheduling-worker'] = CONTRACT.scheduling;

const SECRETS = [
  'JWT_SECRET', 'INTERNAL_TOKEN', 'CUSTOMER_SESSION_SECRET', 'SETUP_TOKEN', 'GOOGLE_TOKEN_KEY', 'PRIVACY_HASH_SECRET', 'S3_SECRET_KEY', 'MONGO_INITDB_ROOT_PASSWORD', 'REDIS_PASSWORD',
  'REDIS_IDENTITY_PASSWORD', 'REDIS_CATALOGUE_PASSWORD', 'REDIS_ONBOARDING_PASSWORD', 'REDIS_SCHEDULING_PASSWORD', 'REDIS_WORKER_PASSWORD',
  'S3_ADMIN_SECRET_KEY', 'S3_CATALOGUE_SECRET_KEY', 'S3_ONBOARDING_SECRET_KEY', 'S3_BACKUP_SECRET_KEY',
  'MONGO_IDENTITY_PASSWORD', 'MONGO_CATALOGUE_PASSWORD', 'MONGO_ONBOARDING_PASSWORD', 'MONGO_SCHEDULING_PASSWORD', 'MONGO_BACKUP_PASSWORD',
];
/** The secret variables (by their .env names) each process may receive; any other is not for it. */
const SECRETS_OF: Record<string, string[]> = {
  identity: ['JWT_SECRET', 'INTERNAL_TOKEN', 'SETUP_TOKEN', 'MONGO_IDENTITY_PASSWORD', 'REDIS_IDENTITY_PASSWORD'],
  catalogue: ['JWT_SECRET', 'INTERNAL_TOKEN', 'S3_CATALOGUE_SECRET_KEY', 'MONGO_CATALOGUE_PASSWORD', 'REDIS_CATALOGUE_PASSWORD'],
  onboarding: ['JWT_SECRET', 'INTERNAL_TOKEN', 'CUSTOMER_SESSION_SECRET', 'PRIVACY_HASH_SECRET', 'S3_ONBOARDING_SECRET_KEY', 'MONGO_ONBOARDING_PASSWORD', 'REDIS_ONBOARDING_PASSWORD'],
  scheduling: ['JWT_SECRET', 'INTERNAL_TOKEN', 'CUSTOMER_SESSION_SECRET', 'GOOGLE_TOKEN_KEY', 'PRIVACY_HASH_SECRET', 'MONGO_SCHEDULING_PASSWORD', 'REDIS_SCHEDULING_PASSWORD'],
  'scheduling-worker': ['JWT_SECRET', 'INTERNAL_TOKEN', 'CUSTOMER_SESSION_SECRET', 'GOOGLE_TOKEN_KEY', 'PRIVACY_HASH_SECRET', 'MONGO_SCHEDULING_PASSWORD', 'REDIS_WORKER_PASSWORD'],
  gateway: [],
  frontend: [],
  mongo: ['MONGO_PASSWORD', 'MONGO_IDENTITY_PASSWORD', 'MONGO_CATALOGUE_PASSWORD', 'MONGO_ONBOARDING_PASSWORD', 'MONGO_SCHEDULING_PASSWORD', 'MONGO_BACKUP_PASSWORD'],
  redis: ['REDIS_PASSWORD', 'REDIS_IDENTITY_PASSWORD', 'REDIS_CATALOGUE_PASSWORD', 'REDIS_ONBOARDING_PASSWORD', 'REDIS_SCHEDULING_PASSWORD', 'REDIS_WORKER_PASSWORD'],
  seaweedfs: [],
  s3: [],
  's3-init': ['S3_SECRET_KEY', 'S3_CATALOGUE_SECRET_KEY', 'S3_ONBOARDING_SECRET_KEY', 'S3_BACKUP_SECRET_KEY'],
  backup: ['MONGO_BACKUP_PASSWORD', 'S3_BACKUP_SECRET_KEY'],
};
const ENV_SECRETS = [...new Set(Object.values(SECRETS_OF).flat())];
const composeText = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const smoke = parse(readFileSync(join(repoRoot, 'compose.smoke.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

/**
 * The lines of the stages a build `target` (default: the last stage) is made of: the stage itself,
 * the stage it is FROM, and stages it copies --from, recursively.
 */
function stageLines(dockerfile: string, target?: string): string[] {
  const stages: { name: string; lines: string[] }[] = [];
  for (const line of dockerfile.split('\n')) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] });
    stages.at(-1)?.lines.push(line);
  }
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const wanted = new Set<string>();
  const visit = (name: string) => {
    const stage = byName.get(name);
    if (!stage || wanted.has(name)) return;
    wanted.add(name);
    for (const line of stage.lines) {
      const parent = /^FROM\s+(\S+)/i.exec(line)?.[1] ?? /--from=(\S+)/.exec(line)?.[1];
      if (parent) visit(parent);
    }
  };
  visit(target ?? stages.at(-1)!.name);
  return stages.filter((stage) => wanted.has(stage.name)).flatMap((stage) => stage.lines);
}

function dockerfileOf(service: ComposeService): string {
  const build = service.build as { context: string; dockerfile?: string };
  return join(repoRoot, build.context, build.dockerfile ?? 'Dockerfile');
}

describe('docker-compose.yml', () => {
  it('runs the whole system', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['alertmanager', 'backup', 'catalogue', 'frontend', 'gateway', 'identity', 'seaweedfs', 's3', 's3-init', 'mongo', 'onboarding', 'prometheus', 'redis', 'scheduling', 'scheduling-worker'].sort(),
    );
  });

  it.each(built)('%s: its build context, Dockerfile and every file the Dockerfile copies exist', (_name, service) => {
    const context = join(repoRoot, service.build?.context ?? '.');
    expect(existsSync(context)).toBe(true);
    const dockerfile = dockerfileOf(service);
    expect(existsSync(dockerfile), dockerfile).toBe(true);
    const copies = stageLines(readFileSync(dockerfile, 'utf8'), service.build?.target)
      .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
      .flatMap((line) => line.trim().split(/\s+/).slice(1, -1))
      .map((source) => source.replace(/\$\{(\w+)\}/g, (_m, arg: string) => service.build?.args?.[arg] ?? `<unset build arg ${arg}>`));
    for (const source of copies) expect(existsSync(join(context, source)), `${dockerfile}: COPY ${source}`).toBe(true);
  });

  it.each(built)('%s: the Dockerfile copies every workspace manifest, as npm ci needs', (_name, service) => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    const dockerfile = readFileSync(dockerfileOf(service), 'utf8');
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it.each(Object.keys(CONFIG_FILES))('%s: every variable the service reads is set', async (name) => {
    const environment = compose.services[name]?.environment ?? {};
    const read = await configEnv(CONFIG_FILES[name]);
    const expected = new Set([...CONTRACT[name], ...(read?.all ?? [])]);
    const missing = [...expected].filter((variable) => !(variable in environment));
    expect(missing, `${name} lacks these in docker-compose.yml`).toEqual([]);
  });

  it('takes secrets only from the environment, never as literals', () => {
    for (const [name, service] of services) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (SECRETS.includes(variable)) expect(String(value), `${name}.${variable}`).toMatch(/^\$\{[A-Z][A-Z0-9_]*:\?[^}]+\}$/);
      }
    }
  });

  it('documents every variable it interpolates in .env.example', () => {
    const interpolated = new Set([...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map(([, name]) => name));
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect([...interpolated].filter((name) => !documented.has(name))).toEqual([]);
    // .env.example holds no secret values
    for (const secret of SECRETS) expect(example).not.toMatch(new RegExp(`^${secret}=.+`, 'm'));
  });

  it('starts services only once what they depend on is healthy (or done, for one-shot jobs)', () => {
    for (const [name, service] of services) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = compose.services[dependency];
        expect(target, `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') expect(target.healthcheck, `${dependency} has a healthcheck`).toBeDefined();
        else expect(condition, `${name} → ${dependency}`).toBe('service_completed_successfully');
      }
    }
  });

  it('keeps state in named volumes', () => {
    for (const name of ['mongo', 'redis', 's3', 'prometheus', 'alertmanager']) {
      const volumes = (compose.services[name] as { volumes?: string[] }).volumes ?? [];
      expect(volumes.length, name).toBeGreaterThan(0);
      for (const volume of volumes) {
        const [source, , mode] = volume.split(':');
        // a file of the repository (configuration, an init script) is mounted read-only; state is in named volumes
        if (source.startsWith('./')) {
          expect(existsSync(join(repoRoot, source)), volume).toBe(true);
          expect(mode, volume).toBe('ro');
        } else expect(compose.volumes).toHaveProperty(source);
      }
    }
  });

  it('gives each service only the secrets it uses', () => {
    for (const [name, service] of services.filter(([name]) => name in SECRETS_OF)) {
      const values = Object.values(service.environment ?? {}).join('\n');
      const received = ENV_SECRETS.filter((secret) => values.includes(`\${${secret}`));
      expect(received.sort(), name).toEqual([...SECRETS_OF[name]].sort());
    }
  });

  it('requires credentials for Mongo and Redis; each service connects as its own Mongo user to its own database and its own Redis user', () => {
    expect(compose.services.mongo.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    expect(compose.services.mongo.volumes).toContain('./deploy/data-stores/mongo-users.js:/docker-entrypoint-initdb.d/mongo-users.js:ro');
    expect(compose.services.redis.command?.join(' ')).toContain('--aclfile');
    expect(compose.services.redis.volumes).toContain('./deploy/data-stores/redis-acl.sh:/usr/local/etc/redis/redis-acl.sh:ro');
    expect(compose.services.backup.environment?.MONGO_URL).toBe('mongodb://backup:${MONGO_BACKUP_PASSWORD:?set MONGO_BACKUP_PASSWORD in .env}@mongo:27017/?authSource=admin');
    for (const [name, service] of services.filter(([name]) => name !== 'backup')) {
      const { MONGO_URL: mongo, REDIS_URL: redis } = service.environment ?? {};
      const database = name === 'scheduling-worker' ? 'scheduling' : name;
      const variable = `MONGO_${database.toUpperCase()}_PASSWORD`;
      if (mongo) expect(String(mongo), name).toBe(`mongodb://${database}:\${${variable}:?set ${variable} in .env}@mongo:27017/${database}`);
      const redisUser = name === 'scheduling-worker' ? 'WORKER' : name.toUpperCase();
      if (redis) expect(String(redis), name).toBe(`redis://${name}:\${REDIS_${redisUser}_PASSWORD:?set REDIS_${redisUser}_PASSWORD in .env}@redis:6379`);
    }
  });

  it("keeps SeaweedFS on a network of its own: only the S3 proxy (port 8333) bridges it to the services", () => {
    const networks = (compose as unknown as { networks: Record<string, { internal?: boolean } | null> }).networks;
    expect(networks.storage?.internal).toBe(true);
    const on = (name: string) => (compose.services[name] as ComposeService & { networks?: string[] }).networks ?? ['default'];
    const storage = services.map(([name]) => name).filter((name) => on(name).includes('storage'));
    expect(storage.sort()).toEqual(['s3', 's3-init', 'seaweedfs']);
    expect(on('seaweedfs')).toEqual(['storage']);
    expect(on('s3-init')).toEqual(['storage']);
    expect(on('s3').sort()).toEqual(['default', 'storage']);
    const proxy = readFileSync(join(repoRoot, 'deploy/data-stores/s3-proxy.conf'), 'utf8');
    expect(proxy.match(/^\s*listen\s+(\S+);/gm)).toEqual(['    listen 8333;']);
    expect(proxy).toContain('set $seaweedfs http://seaweedfs:8333;');
    expect(compose.services['s3-init'].environment?.S3_MASTER).toBe('seaweedfs:9333');
  });

  it('gives each service that stores objects its own S3 key, made for its bucket only by s3-init', () => {
    const init = readFileSync(join(repoRoot, 'deploy/data-stores/s3-init.sh'), 'utf8');
    for (const name of ['catalogue', 'onboarding']) {
      const { S3_ACCESS_KEY: key, S3_BUCKET: bucket } = compose.services[name].environment ?? {};
      expect(key, name).toBe(name);
      expect(init).toMatch(new RegExp(`-user ${name} .*-buckets ${bucket} -actions Read,Write,List -apply`));
      expect(compose.services['s3-init'].environment?.[`S3_${name.toUpperCase()}_ACCESS_KEY`], name).toBe(name);
    }
  });

  it('runs the data stores and the monitoring with no new privileges and the fewest capabilities, on pinned images', () => {
    for (const name of ['mongo', 'redis', 'seaweedfs', 's3', 's3-init', 'prometheus', 'alertmanager']) {
      const service = compose.services[name] as ComposeService & { security_opt?: string[]; cap_drop?: string[]; cap_add?: string[] };
      expect(service.security_opt, name).toContain('no-new-privileges:true');
      expect(service.cap_drop, name).toEqual(['ALL']);
      for (const capability of service.cap_add ?? []) expect(['CHOWN', 'SETUID', 'SETGID'], name).toContain(capability);
      // Prometheus and Alertmanager are built here from Debian's packages (the base is checked below)
      if (!service.build) expect(service.image, name).toMatch(/:\d+(\.\d+)+(-alpine)?$/);
    }
  });

  it('publishes ports for the frontend only, and seeds demo data only when asked', () => {
    expect(services.filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['frontend']);
    expect(compose.services.catalogue.environment?.SEED_DEMO_CATALOGUE).toBe('${SEED_DEMO:-false}');
  });

  it('hardens every long-running service: restart policy, memory limit, healthcheck with a start period', () => {
    for (const [name, service] of services.filter(([, service]) => service.restart !== 'no')) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.mem_limit, name).toMatch(/^\d+[mg]$/);
      if (name === 'scheduling-worker' || name === 'backup') continue; // no HTTP port: nothing to probe
      expect(service.healthcheck?.start_period, name).toMatch(/^\d+s$/);
    }
  });

  it('runs the images we build read-only, as an unprivileged user, on official bases given as build arguments', () => {
    for (const [name, service] of built) expect(service.read_only, name).toBe(true);
    const dockerfile = readFileSync(join(repoRoot, 'infra/docker/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-slim$/m);
    expect(dockerfile).toMatch(/^ARG NGINX_IMAGE=nginx:[\w.-]+$/m);
    expect(dockerfile).toMatch(/^ARG MONGO_IMAGE=mongo:\d+\.\d+\.\d+$/m);
    expect(dockerfile).toMatch(/^ARG DEBIAN_IMAGE=debian:bookworm-slim$/m);
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)/gm)].map(([, stage]) => stage);
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map(([, image]) => image);
    for (const image of froms) expect(['${NODE_IMAGE}', '${NGINX_IMAGE}', '${MONGO_IMAGE}', '${DEBIAN_IMAGE}', ...stages], image).toContain(image);
    for (const target of ['service', 'frontend', 'backup', 'prometheus', 'alertmanager']) {
      expect(stageLines(dockerfile, target).filter((line) => line.startsWith('USER ')).at(-1), target).toMatch(/^USER (node|101:101|999:999|prometheus)$/);
    }
  });

  it('compose.smoke.yml swaps images only: no port, volume or healthcheck of a production service changes', () => {
    const allowed = ['image', 'command', 'entrypoint', 'working_dir'];
    for (const [name, override] of Object.entries(smoke.services)) {
      if (!(name in compose.services)) continue; // the mail relay stand-in
      if (name === 'prometheus' || name === 'alertmanager') continue; // below
      expect(Object.keys(override).filter((key) => !allowed.includes(key)), name).toEqual([]);
    }
  });

  it("compose.smoke.yml changes only the monitoring's configs, mounted over production's (the run derives them: infra/compose-smoke/src/monitoring.ts)", () => {
    for (const name of ['prometheus', 'alertmanager']) {
      expect(Object.keys(smoke.services[name]), name).toEqual(['volumes']);
      const targets = (compose.services[name].volumes ?? []).filter((volume) => volume.startsWith('./')).map((volume) => volume.split(':').slice(1).join(':'));
      const mounts = smoke.services[name].volumes ?? [];
      expect(mounts.map((volume) => volume.split(':').slice(1).join(':')).sort(), name).toEqual(targets.sort());
      for (const volume of mounts) expect(volume, name).toMatch(/^\.\/infra\/compose-smoke\/monitoring\/[\w.-]+:/);
    }
  });
});
