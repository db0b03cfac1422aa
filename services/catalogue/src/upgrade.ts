/**
 * The catalogue database's one-off upgrade steps, run by every catalogue replica at start and
 * recorded done in its `upgrades` collection (@cabinetry/shared/server/upgrades), so that once a
 * database is upgraded a start reads one marker and scans no item:
 * - 'catalogue-translations' (issue 36): styles, palettes, categories and materials stored with one
 *   column per language (nameFr, descriptionFr, nameAr, descriptionAr) get the per-language map
 *   `translations: { fr: { name, description }, ar: … }` and lose the columns. An item that already
 *   has the map (written by a newer replica meanwhile) keeps it; its old columns are dropped.
 */
import { translatedFieldsOf } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { runUpgradeOnce } from '@cabinetry/shared/server/upgrades';
import type { Connection } from 'mongoose';

/** The steps' ids, as recorded in `upgrades`. */
export const CATALOGUE_UPGRADES = { translations: 'catalogue-translations' } as const;

/** The collections of translated items. */
const ITEM_COLLECTIONS = ['styles', 'palettes', 'categories', 'materials'] as const;

/** The languages the catalogue stored as columns before the map (a later language never had columns). */
const COLUMN_LOCALES = ['fr', 'ar'] as const;
const COLUMNS = COLUMN_LOCALES.map((code) => ({ code, ...translatedFieldsOf(code) }));
const COLUMN_NAMES = COLUMNS.flatMap(({ name, description }) => [name, description]);

type ColumnItem = Record<string, unknown> & { translations?: unknown };

/** The map of an item stored with columns: every column language, '' where a column is missing. */
const translationsOfColumns = (item: ColumnItem) =>
  Object.fromEntries(
    COLUMNS.map(({ code, name, description }) => [code, { name: typeof item[name] === 'string' ? item[name] : '', description: typeof item[description] === 'string' ? item[description] : '' }]),
  );

/** Moves every column-stored item of `conn`'s catalogue to the map; answers how many items changed. Throws database errors. */
export async function moveTranslationsToMap(conn: Connection): Promise<number> {
  let moved = 0;
  for (const name of ITEM_COLLECTIONS) {
    const items = conn.collection<ColumnItem>(name);
    const projection = Object.fromEntries([...COLUMN_NAMES, 'translations'].map((field) => [field, 1]));
    const old = await items.find({ $or: COLUMN_NAMES.map((field) => ({ [field]: { $exists: true } })) }, { projection }).toArray();
    if (!old.length) continue;
    const unset: Record<string, 1> = Object.fromEntries(COLUMN_NAMES.map((field) => [field, 1]));
    const result = await items.bulkWrite(
      old.map((item) => ({
        updateOne: { filter: { _id: item._id }, update: item.translations ? { $unset: unset } : { $set: { translations: translationsOfColumns(item) }, $unset: unset } },
      })),
    );
    moved += result.modifiedCount;
  }
  return moved;
}

/** Runs the catalogue's steps not yet recorded in this database (awaited at start, before the demo seed). Throws database errors. */
export async function upgradeCatalogue(conn: Connection): Promise<void> {
  await runUpgradeOnce(conn, CATALOGUE_UPGRADES.translations, async () => {
    const moved = await moveTranslationsToMap(conn);
    if (moved) logger.info({ moved }, 'upgrade: catalogue items stored with a column per language got the translations map');
    return true;
  });
}
