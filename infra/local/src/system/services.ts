/**
 * The processes of the system and the environment each one receives (the contract the services'
 * config.ts files read). Pure data: the runner supplies the infrastructure URLs and ports.
 */
import type { Secrets } from './secrets';

/** What a service's environment is built from. */
export interface SystemContext {
  /** Port of every service by name (the public one included). */
  ports: Record<string, number>;
  /** MongoDB URL without a database name. */
  mongoUrl: string;
  redisUrl: string;
  s3: { url: string; accessKey: string; secretKey: string };
  smtpUrl: string;
  secrets: Secrets;
  /** What a browser opens, e.g. http://localhost:8080 */
  publicUrl: string;
  /** The fake WhatsApp Cloud API and the credentials it takes, when the system runs one (scheduling's channel is on). */
  whatsapp?: { url: string; token: string; phoneNumberId: string; appSecret: string; verifyToken: string };
  /** Absolute path of the built SPA, when there is one. */
  staticDir?: string;
  /** Absolute path of the frontend build's server side (frontend/dist-server: the pages the gateway renders per request), when there is one. */
  rendererDir?: string;
}

export interface ServiceSpec {
  name: string;
  /**
   * TypeScript entry file, relative to the repository root: run as `node --import tsx <entry>`, or
   * compiled (see compiledEntry).
   */
  entry: string;
  /** Whether GET /health on its PORT must answer 200 before the system counts as up. */
  health: boolean;
  /** The one service that listens on the public port (the gateway). */
  public?: boolean;
  env(context: SystemContext): Record<string, string>;
}

/** mongodb://host:port[/?query] with the database name put in. */
export function withDatabase(mongoUrl: string, database: string): string {
  const url = new URL(mongoUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Where the workspace build (infra/build/bundle.mjs) puts an entry: <workspace>/src/main.ts →
 * <workspace>/dist/main.js.
 */
export function compiledEntry(entry: string): string {
  return entry.replace(/\/src\/([^/]+)\.ts$/, '/dist/$1.js');
}

const local = (ctx: SystemContext, name: string) => `http://127.0.0.1:${ctx.ports[name]}`;

function common(ctx: SystemContext, name: string, database: string): Record<string, string> {
  return {
    SERVICE_NAME: name,
    PORT: String(ctx.ports[name]),
    // internal services are reached through the gateway only
    HOST: '127.0.0.1',
    MONGO_URL: withDatabase(ctx.mongoUrl, database),
    INTERNAL_TOKEN: ctx.secrets.INTERNAL_TOKEN,
    JWT_SECRET: ctx.secrets.JWT_SECRET,
  };
}

function storage(ctx: SystemContext, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: ctx.s3.url,
    S3_ACCESS_KEY: ctx.s3.accessKey,
    S3_SECRET_KEY: ctx.s3.secretKey,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
  };
}

/**
 * Per-IP budgets: the services sit behind the gateway on this machine, so they believe the
 * X-Forwarded-For of a loopback peer (the gateway sets it to the client's address). The gateway
 * itself is the edge here: it trusts no proxy unless TRUSTED_PROXIES is set around `npm start`.
 */
const BEHIND_GATEWAY = { TRUSTED_PROXIES: 'loopback' };

function scheduling(ctx: SystemContext, name: string): Record<string, string> {
  return {
    ...common(ctx, name, 'scheduling'),
    ...BEHIND_GATEWAY,
    REDIS_URL: ctx.redisUrl,
    CUSTOMER_SESSION_SECRET: ctx.secrets.CUSTOMER_SESSION_SECRET,
    COOKIE_SECURE: 'false',
    GOOGLE_TOKEN_KEY: ctx.secrets.GOOGLE_TOKEN_KEY,
    PRIVACY_HASH_SECRET: ctx.secrets.PRIVACY_HASH_SECRET,
    ONBOARDING_URL: local(ctx, 'onboarding'),
    IDENTITY_URL: local(ctx, 'identity'),
    SMTP_URL: ctx.smtpUrl,
    MAIL_FROM: 'Atelier Cedar <studio@ateliercedar.local>',
    ADMIN_EMAIL: 'admin@cabinetry.local',
    PUBLIC_URL: ctx.publicUrl,
    ...(ctx.whatsapp
      ? {
          WHATSAPP_API_URL: ctx.whatsapp.url,
          WHATSAPP_TOKEN: ctx.whatsapp.token,
          WHATSAPP_PHONE_NUMBER_ID: ctx.whatsapp.phoneNumberId,
          WHATSAPP_APP_SECRET: ctx.whatsapp.appSecret,
          WHATSAPP_VERIFY_TOKEN: ctx.whatsapp.verifyToken,
        }
      : {}),
  };
}

/**
 * Environment for systems that tests and benchmarks drive harder than any visitor would, all from
 * 127.0.0.1: every per-IP budget scaled up a thousandfold.
 */
export const LOAD_TEST_ENV: Record<string, string> = { RATE_LIMIT_MULTIPLIER: '1000' };

/** Buckets the services expect to exist. */
export const BUCKETS = { catalogue: 'catalogue-images', onboarding: 'customer-documents' } as const;

/** The whole system, in start order. */
export const SERVICES: ServiceSpec[] = [
  {
    name: 'identity',
    entry: 'services/identity/src/main.ts',
    health: true,
    env: (ctx) => ({ ...common(ctx, 'identity', 'identity'), ...BEHIND_GATEWAY, JWT_EXPIRES_IN: '8h', REDIS_URL: ctx.redisUrl }),
  },
  {
    name: 'catalogue',
    entry: 'services/catalogue/src/main.ts',
    health: true,
    env: (ctx) => ({
      ...common(ctx, 'catalogue', 'catalogue'),
      ...storage(ctx, BUCKETS.catalogue),
      ...BEHIND_GATEWAY,
      IDENTITY_URL: local(ctx, 'identity'),
      REDIS_URL: ctx.redisUrl,
      SEED_DEMO_CATALOGUE: 'true',
    }),
  },
  {
    name: 'onboarding',
    entry: 'services/onboarding/src/main.ts',
    health: true,
    env: (ctx) => ({
      ...common(ctx, 'onboarding', 'onboarding'),
      ...storage(ctx, BUCKETS.onboarding),
      ...BEHIND_GATEWAY,
      REDIS_URL: ctx.redisUrl,
      SCHEDULING_URL: local(ctx, 'scheduling'),
      CUSTOMER_SESSION_SECRET: ctx.secrets.CUSTOMER_SESSION_SECRET,
      PRIVACY_HASH_SECRET: ctx.secrets.PRIVACY_HASH_SECRET,
      COOKIE_SECURE: 'false',
      IDENTITY_URL: local(ctx, 'identity'),
      WHATSAPP_NUMBER: 'whatsapp:+9611234567',
    }),
  },
  { name: 'scheduling', entry: 'services/scheduling/src/main.ts', health: true, env: (ctx) => scheduling(ctx, 'scheduling') },
  {
    name: 'scheduling-worker',
    entry: 'services/scheduling/src/worker.ts',
    health: false,
    env: (ctx) => scheduling(ctx, 'scheduling-worker'),
  },
  {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    health: true,
    public: true,
    env: (ctx) => ({
      SERVICE_NAME: 'gateway',
      PORT: String(ctx.ports.gateway),
      CATALOGUE_URL: local(ctx, 'catalogue'),
      ONBOARDING_URL: local(ctx, 'onboarding'),
      SCHEDULING_URL: local(ctx, 'scheduling'),
      IDENTITY_URL: local(ctx, 'identity'),
      ...(ctx.staticDir ? { STATIC_DIR: ctx.staticDir } : {}),
      ...(ctx.rendererDir ? { RENDERER_DIR: ctx.rendererDir } : {}),
      PUBLIC_URL: ctx.publicUrl,
    }),
  },
];
