import { describe, expect, it } from 'vitest';
import { ConfigError, type EnvReader, HTTP, MONGO, processSettings, readConfig, REDIS, storageConfig } from './config';

const SECRET = 'x'.repeat(32);
const schema = (env: EnvReader) => ({
  port: env.port('PORT', 4000),
  secret: env.secret('JWT_SECRET'),
  secure: env.boolean('COOKIE_SECURE', true),
  expiresIn: env.duration('JWT_EXPIRES_IN', '8h'),
  peer: env.url('PEER_URL', HTTP),
  note: env.string('NOTE', ''),
});

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    readConfig(schema, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n').slice(1).map((l) => l.replace(/^\s*- /, ''));
  }
  throw new Error('expected a ConfigError');
};

describe('readConfig', () => {
  it('reads a good environment with its defaults', () => {
    expect(readConfig(schema, { JWT_SECRET: SECRET, PEER_URL: 'http://onboarding:4002' })).toEqual({
      port: 4000,
      secret: SECRET,
      secure: true,
      expiresIn: '8h',
      peer: 'http://onboarding:4002',
      note: '',
    });
  });

  it('reads booleans in any letter case', () => {
    const base = { JWT_SECRET: SECRET, PEER_URL: 'https://x.example' };
    expect(readConfig(schema, { ...base, COOKIE_SECURE: 'TRUE' }).secure).toBe(true);
    expect(readConfig(schema, { ...base, COOKIE_SECURE: 'False' }).secure).toBe(false);
  });

  it('lists every problem at once, each naming its variable', () => {
    expect(
      problemsOf({ PORT: '80a', JWT_SECRET: 'short', COOKIE_SECURE: 'yes', JWT_EXPIRES_IN: '8 hours please', PEER_URL: 'onboarding:4002' }),
    ).toEqual([
      "PORT must be a port (0-65535), got '80a'",
      'JWT_SECRET is too short: secrets need at least 32 bytes, got 5',
      "COOKIE_SECURE must be 'true' or 'false', got 'yes'",
      "JWT_EXPIRES_IN must be a duration with a unit such as '15m', '8h' or '7d', got '8 hours please'",
      "PEER_URL must be a http or https URL, got 'onboarding:4002'",
    ]);
    expect(problemsOf({})).toEqual(['JWT_SECRET is missing: set it before starting this service', 'PEER_URL is missing: set it before starting this service']);
  });

  it('refuses a bare-number duration, which jsonwebtoken would read as milliseconds', () => {
    expect(problemsOf({ JWT_SECRET: SECRET, PEER_URL: 'http://x', JWT_EXPIRES_IN: '3600' })).toEqual([
      "JWT_EXPIRES_IN must be a duration with a unit such as '15m', '8h' or '7d', got '3600'",
    ]);
    expect(readConfig(schema, { JWT_SECRET: SECRET, PEER_URL: 'http://x', JWT_EXPIRES_IN: '90m' }).expiresIn).toBe('90m');
  });

  it('reads what every process needs about itself, with defaults, and refuses an unknown log level', () => {
    const read = (env: Record<string, string>) => readConfig((r) => processSettings(r, 'catalogue'), env);
    expect(read({})).toEqual({ name: 'catalogue', host: '0.0.0.0', logLevel: 'info', shutdownDeadlineMs: 10_000 });
    expect(read({ SERVICE_NAME: 'catalogue-2', HOST: '127.0.0.1', LOG_LEVEL: 'debug', SHUTDOWN_DEADLINE_MS: '300' })).toEqual({
      name: 'catalogue-2',
      host: '127.0.0.1',
      logLevel: 'debug',
      shutdownDeadlineMs: 300,
    });
    expect(() => read({ LOG_LEVEL: 'verbose', SHUTDOWN_DEADLINE_MS: 'soon' })).toThrow(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'\n  - SHUTDOWN_DEADLINE_MS must be a positive number, got 'soon'",
    );
  });
});

describe('secrets in connection URLs and storage', () => {
  const read = (env: Record<string, string>) => () =>
    readConfig((reader) => ({ mongo: reader.url('MONGO_URL', MONGO), redis: reader.url('REDIS_URL', REDIS), storage: storageConfig(reader) }), env);
  const good = { MONGO_URL: `mongodb://catalogue:${SECRET}@mongo:27017/catalogue`, REDIS_URL: `redis://:${SECRET}@redis:6379`, S3_ENDPOINT: 'http://s3:8333', S3_ACCESS_KEY: 'catalogue', S3_SECRET_KEY: SECRET, S3_BUCKET: 'catalogue-images' };

  it('accepts 32-byte passwords, and URLs without one (a local data store)', () => {
    expect(read(good)).not.toThrow();
    expect(read({ ...good, MONGO_URL: 'mongodb://127.0.0.1:27017/catalogue', REDIS_URL: 'redis://127.0.0.1:6379' })).not.toThrow();
  });

  it('refuses short Mongo and Redis passwords and S3 secret keys, without echoing them', () => {
    const error = (() => {
      try {
        read({ ...good, MONGO_URL: 'mongodb://catalogue:short-one@mongo:27017/catalogue', REDIS_URL: 'redis://:tiny@redis:6379', S3_SECRET_KEY: 'minioadmin' })();
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(error).toContain("MONGO_URL's password is too short");
    expect(error).toContain("REDIS_URL's password is too short");
    expect(error).toContain('S3_SECRET_KEY is too short');
    expect(error).not.toMatch(/short-one|tiny|minioadmin/);
  });
});
