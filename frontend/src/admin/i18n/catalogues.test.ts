/**
 * The back office's three catalogues (./locales) agree, and hold exactly the keys its code uses
 * (../../i18n/catalogueChecks.ts), every role, section, category type and admin form schema message worded.
 */
import {
  CATEGORY_TYPES,
  STAFF_ROLES,
  categoryRequestSchema,
  materialFormSchema,
  paletteFormSchema,
  staffLeadRequestSchema,
  styleFormSchema,
  userCreateSchema,
  userUpdateSchema,
} from '@cabinetry/shared/contracts';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueChecks, errorMessages, flatten, sourceUnder } from '../../i18n/catalogueChecks';
import { ADMIN_VALIDATION_KEYS } from '../lib/validation';
import { SECTIONS } from '../sections';
import { LOCALES, type Locale } from '../../i18n/locales';

/** The back office's source (tests and catalogues aside). */
const adminSource = () => sourceUnder(fileURLToPath(new URL('..', import.meta.url)), ['locales']);

/** Every catalogue file, by its language code (./locales/<code>.json). */
const CATALOGUES = Object.fromEntries(
  Object.entries(import.meta.glob<object>('./locales/*.json', { eager: true, import: 'default' })).map(([file, catalogue]) => [/([\w-]+)\.json$/.exec(file)![1], catalogue]),
) as Record<Locale, object>;
const en = CATALOGUES.en;

describe("the back office's catalogues", () => {
  it('are one per language of the locale registry', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  catalogueChecks(CATALOGUES, adminSource);

  it('name every role and every section', () => {
    const keys = [...flatten(en).keys()];
    const under = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
    expect(under('roles.')).toEqual([...STAFF_ROLES].sort());
    expect(under('sections.')).toEqual(SECTIONS.flatMap((s) => [`${s.id}.description`, `${s.id}.label`]).sort());
  });

  it('name every category type', () => {
    const types = [...flatten(en).keys()].filter((k) => k.startsWith('categories.types.')).map((k) => k.slice('categories.types.'.length));
    expect(types.sort()).toEqual(CATEGORY_TYPES.map((c) => c.id).sort());
  });

  it("word every validation message of the admin forms' schemas, the English as the schema says it", () => {
    const messages = new Set([styleFormSchema, paletteFormSchema, materialFormSchema, categoryRequestSchema, userCreateSchema, userUpdateSchema, staffLeadRequestSchema].flatMap(errorMessages));
    expect([...messages].filter((m) => !ADMIN_VALIDATION_KEYS[m])).toEqual([]);
    const english = flatten(en);
    for (const [message, key] of Object.entries(ADMIN_VALIDATION_KEYS)) expect(english.get(key), key).toBe(message);
  });
});
