/**
 * Environment → typed config, validated at start. `required` throws (fail fast with a clear
 * message naming the variable); `optional` falls back to a default. The compose test greps these
 * calls to check docker-compose.yml sets every variable a service reads.
 */
export class ConfigError extends Error {}

/** Reads a required environment variable; throws ConfigError when unset or empty. */
export function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new ConfigError(`Missing environment variable ${name}: set it before starting this service`);
  }
  return value;
}

/** Reads an optional environment variable with a default. */
export function optional(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

/** Reads an integer port from `name` (default `fallback`); throws ConfigError when not 0-65535. */
export function port(name: string, fallback: number): number {
  const raw = optional(name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new ConfigError(`${name} must be a port, got '${raw}'`);
  return value;
}

/** Reads a positive number from `name` (default `fallback`); throws ConfigError otherwise. */
export function positive(name: string, fallback: number): number {
  const raw = optional(name, String(fallback));
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got '${raw}'`);
  return value;
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

export function rateLimitSettings(redisUrl: string): RateLimitSettings {
  return { redisUrl, trustedProxies: optional('TRUSTED_PROXIES', ''), multiplier: positive('RATE_LIMIT_MULTIPLIER', 1) };
}

/** S3/minio settings shared by the services that keep objects (SPEC: images, documents). */
export interface StorageConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export function storageConfig(): StorageConfig {
  return {
    endpoint: required('S3_ENDPOINT'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    bucket: required('S3_BUCKET'),
    region: optional('S3_REGION', 'us-east-1'),
  };
}
