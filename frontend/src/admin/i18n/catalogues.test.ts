/** The back office's three catalogues (./locales) agree, and hold exactly the keys its code uses (../../i18n/catalogueChecks.ts), every role and section worded. */
import { STAFF_ROLES } from '@cabinetry/shared/contracts';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueChecks, flatten, sourceUnder } from '../../i18n/catalogueChecks';
import { SECTIONS } from '../sections';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The back office's source (tests and catalogues aside). */
const adminSource = () => sourceUnder(fileURLToPath(new URL('..', import.meta.url)), ['locales']);

describe("the back office's catalogues", () => {
  catalogueChecks({ en, fr, ar }, adminSource);

  it('name every role and every section', () => {
    const keys = [...flatten(en).keys()];
    const under = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
    expect(under('roles.')).toEqual([...STAFF_ROLES].sort());
    expect(under('sections.')).toEqual(SECTIONS.flatMap((s) => [`${s.id}.description`, `${s.id}.label`]).sort());
  });
});
