/**
 * Environment → typed config, checked at start. A service's `loadConfig` reads every variable
 * through one `EnvReader` inside `readConfig`; each reader method checks its variable (presence,
 * port, boolean, duration, URL, secret length) and notes a problem instead of throwing, so a bad
 * environment stops the service with ONE ConfigError listing every problem, each naming its variable.
 */
import ms, { type StringValue } from 'ms';
import { showroomTimeZoneProblem } from '../time/showroom-time';

export class ConfigError extends Error {}

/** Shortest secret accepted, in bytes (HS256 keys and HKDF inputs want at least 256 bits). */
export const MIN_SECRET_BYTES = 32;

type Env = Record<string, string | undefined>;

/** Reads variables from `env`, collecting what is wrong with them in `problems`. */
export class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  private raw(name: string, fallback: string | undefined): string | undefined {
    const value = this.env[name];
    if (value !== undefined && value !== '') return value;
    if (fallback === undefined) this.problems.push(`${name} is missing: set it before starting this service`);
    return fallback;
  }

  /** Text; required unless `fallback` is given ('' allowed as a fallback). */
  string(name: string, fallback?: string): string {
    return this.raw(name, fallback) ?? '';
  }

  /** A secret of at least MIN_SECRET_BYTES bytes; required unless `fallback` is given. */
  secret(name: string, fallback?: string): string {
    const value = this.raw(name, fallback) ?? '';
    if (value && Buffer.byteLength(value) < MIN_SECRET_BYTES) {
      this.problems.push(`${name} is too short: secrets need at least ${MIN_SECRET_BYTES} bytes, got ${Buffer.byteLength(value)}`);
    }
    return value;
  }

  /** An integer port 0-65535 (default `fallback`). */
  port(name: string, fallback: number): number {
    const raw = this.raw(name, String(fallback))!;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value > 65535) this.problems.push(`${name} must be a port (0-65535), got '${raw}'`);
    return value;
  }

  /** 'true' or 'false', any letter case (default `fallback`); anything else is a problem. */
  boolean(name: string, fallback: boolean): boolean {
    const raw = this.raw(name, String(fallback))!;
    const value = raw.trim().toLowerCase();
    if (value !== 'true' && value !== 'false') this.problems.push(`${name} must be 'true' or 'false', got '${raw}'`);
    return value === 'true';
  }

  /**
   * A duration with a unit as jsonwebtoken reads it (the `ms` package: '90s', '15m', '8h', '7d');
   * a bare number is refused because jsonwebtoken would take it as milliseconds.
   */
  duration(name: string, fallback: string): string {
    const raw = this.raw(name, fallback)!;
    const millis = /^\s*\d+(\.\d+)?\s*$/.test(raw) ? undefined : ms(raw as StringValue);
    if (typeof millis !== 'number' || !(millis > 0)) this.problems.push(`${name} must be a duration with a unit such as '15m', '8h' or '7d', got '${raw}'`);
    return raw;
  }

  /** One of `allowed` (default `fallback`); anything else is a problem. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.raw(name, fallback)!;
    if (!allowed.includes(raw as T)) this.problems.push(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
    return raw as T;
  }

  /** A positive number (default `fallback`). */
  positive(name: string, fallback: number): number {
    const raw = this.raw(name, String(fallback))!;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) this.problems.push(`${name} must be a positive number, got '${raw}'`);
    return value;
  }

  /**
   * An absolute URL whose scheme is one of `protocols` (e.g. ['http:', 'https:']); required unless
   * `fallback` is given ('' = off). A MongoDB or Redis URL carrying a password (the deployment's own
   * data stores) needs one of at least MIN_SECRET_BYTES bytes; the password is never echoed.
   */
  url(name: string, protocols: string[], fallback?: string): string {
    const raw = this.raw(name, fallback) ?? '';
    if (raw === '') return raw;
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      // reported below
    }
    if (!parsed || !protocols.includes(parsed.protocol)) {
      this.problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL, got '${parsed?.password ? raw.replace(parsed.password, '***') : raw}'`);
      return raw;
    }
    const password = decodeURIComponent(parsed.password);
    if (password && [...MONGO, ...REDIS].includes(parsed.protocol) && Buffer.byteLength(password) < MIN_SECRET_BYTES) {
      this.problems.push(`${name}'s password is too short: passwords need at least ${MIN_SECRET_BYTES} bytes, got ${Buffer.byteLength(password)}`);
    }
    return raw;
  }
}

/** Runs `build` over the environment; throws one ConfigError listing every problem found. */
export function readConfig<T>(build: (env: EnvReader) => T, env: Env = process.env): T {
  const reader = new EnvReader(env);
  const config = build(reader);
  if (reader.problems.length) throw new ConfigError(`Invalid configuration:\n  - ${reader.problems.join('\n  - ')}`);
  return config;
}

/** URL schemes of the services' HTTP peers. */
export const HTTP = ['http:', 'https:'];
/** URL schemes of Redis connection strings. */
export const REDIS = ['redis:', 'rediss:'];
/** URL schemes of MongoDB connection strings. */
export const MONGO = ['mongodb:', 'mongodb+srv:'];

/** pino's levels, as LOG_LEVEL takes them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What every process reads about itself (`processSettings`). */
export interface ProcessSettings {
  /** SERVICE_NAME: tags its log lines (default: the service's own name). */
  name: string;
  /** HOST: the address its HTTP server listens on (default 0.0.0.0: every interface). */
  host: string;
  /** LOG_LEVEL: pino level (default 'info'). */
  logLevel: LogLevel;
  /** SHUTDOWN_DEADLINE_MS: how long it drains after SIGTERM/SIGINT before cutting work, in ms (default 10 000). */
  shutdownDeadlineMs: number;
}

/**
 * Reads SERVICE_NAME, HOST, LOG_LEVEL and SHUTDOWN_DEADLINE_MS; `name` is the default SERVICE_NAME.
 * Also reports a SHOWROOM_TIME_ZONE that names no IANA zone (the time module reads it: @cabinetry/shared/time).
 */
export function processSettings(env: EnvReader, name: string): ProcessSettings {
  const zoneProblem = showroomTimeZoneProblem();
  if (zoneProblem) env.problems.push(zoneProblem);
  return {
    name: env.string('SERVICE_NAME', name),
    host: env.string('HOST', '0.0.0.0'),
    logLevel: env.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    shutdownDeadlineMs: env.positive('SHUTDOWN_DEADLINE_MS', 10_000),
  };
}

/**
 * Settings of the per-client-IP budgets (rate limits), read by every service that enforces them:
 * TRUSTED_PROXIES (proxy-addr notation: IPs, CIDRs or 'loopback'/'linklocal'/'uniquelocal', comma
 * separated; '' = trust no proxy: the socket address is the client) and RATE_LIMIT_MULTIPLIER
 * (scales every budget; default 1, load tests set it high).
 */
export interface RateLimitSettings {
  redisUrl: string;
  trustedProxies: string;
  multiplier: number;
}

export function rateLimitSettings(env: EnvReader, redisUrl: string): RateLimitSettings {
  return { redisUrl, trustedProxies: env.string('TRUSTED_PROXIES', ''), multiplier: env.positive('RATE_LIMIT_MULTIPLIER', 1) };
}

/** S3/minio settings shared by the services that keep objects (catalogue images, customer documents). */
export interface StorageConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export function storageConfig(env: EnvReader): StorageConfig {
  return {
    endpoint: env.url('S3_ENDPOINT', HTTP),
    accessKey: env.string('S3_ACCESS_KEY'),
    secretKey: env.secret('S3_SECRET_KEY'),
    bucket: env.string('S3_BUCKET'),
    region: env.string('S3_REGION', 'us-east-1'),
  };
}
