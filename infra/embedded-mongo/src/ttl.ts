/**
 * TTL monitor: like mongod, removes documents whose date field in a TTL index
 * (`expireAfterSeconds`) is older than the allowed age, once a minute.
 */
import type { Catalog } from './catalog';
import { valuesAtPath } from './values';

const TTL_INTERVAL_MS = 60_000;

/** Deletes expired documents from every collection with a TTL index. */
export function removeExpired(catalog: Catalog, now = Date.now()): void {
  for (const db of catalog.databaseNames()) {
    for (const coll of catalog.collections(db)) {
      for (const spec of coll.indexSpecs()) {
        const fields = Object.keys(spec.key);
        if (typeof spec.expireAfterSeconds !== 'number' || fields.length !== 1) continue;
        const cutoff = now - spec.expireAfterSeconds * 1000;
        for (const doc of coll.all()) {
          const dates = valuesAtPath(doc, fields[0]).filter((v): v is Date => v instanceof Date);
          if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) coll.remove(doc);
        }
      }
    }
  }
}

/** Runs `removeExpired` periodically; returns a function that stops it. */
export function startTtlMonitor(catalog: Catalog): () => void {
  const timer = setInterval(() => removeExpired(catalog), TTL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
