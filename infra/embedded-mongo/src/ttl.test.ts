/** TTL indexes: documents whose date is older than expireAfterSeconds are removed. */
import { describe, expect, it } from 'vitest';
import { Catalog } from './catalog';
import { removeExpired } from './ttl';

describe('TTL monitor', () => {
  it('removes expired documents only', () => {
    const catalog = new Catalog();
    const sessions = catalog.ensureCollection('app', 'sessions');
    sessions.createIndex({ v: 2, key: { lastSeen: 1 }, name: 'lastSeen_1', expireAfterSeconds: 60 });
    const now = Date.parse('2025-01-01T12:00:00Z');
    sessions.insert({ _id: 'old', lastSeen: new Date(now - 61_000) });
    sessions.insert({ _id: 'fresh', lastSeen: new Date(now - 30_000) });
    sessions.insert({ _id: 'no-date', lastSeen: 'yesterday' });
    removeExpired(catalog, now);
    expect(sessions.all().map((doc) => doc._id)).toEqual(['fresh', 'no-date']);
  });
});
