/**
 * Walk (c) of the code review (docs/architecture.md "Three walks"): a fourth language needs its
 * catalogues plus one line in the locale registry. This test adds that one line, Spanish, to a
 * copy of services/shared/src/contracts/locales.ts, loads the product's modules against the copy
 * (every import of the registry, package or relative, gets it) and checks that everything derived
 * from the language set follows: enums of the API and of the stored records, URL prefixes, the
 * gateway's and nginx' page patterns, luxon's dates, the e-mail direction, the admin API's
 * translated fields and messages, the catalogue's stored map and public texts; and that the
 * catalogue key-parity tests, which compare each catalogue folder with the registry, now ask for
 * the three new files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createConnection } from 'mongoose';
import {
  type CatalogueTranslations,
  CUSTOMER_LOCALES,
  DESIGNER_LANGUAGES,
  designerRequestSchema,
  LOCALE_LABELS,
  localeDirection,
  localeOfPath,
  localePath,
  styleFormSchema,
  TRANSLATED_FIELDS,
  type TranslatedField,
  translatedFieldsFrom,
  translationsOf,
} from '@cabinetry/shared/contracts';
import { LOCALE_CODES, type LocaleCode } from '@cabinetry/shared/contracts/locales';
import { emailDir, EMAIL_CATALOGUES } from '@cabinetry/shared/i18n/emails';
import { formatShowroomDate, LUXON_LOCALES } from '@cabinetry/shared/time';
import { publicStyle } from '@cabinetry/catalogue/src/domain/views';
import { catalogueModels } from '@cabinetry/catalogue/src/models/catalogue';
import { customerModel } from '@cabinetry/onboarding/src/models/customer';
import { isUnprefixedCustomerPage } from '@cabinetry/gateway/src/locale-redirect';
import { nginxLocalesConf } from '@cabinetry/gateway/src/nginx-locales';
import { notFoundPage, SPA_ROUTE } from '@cabinetry/gateway/src/spa-pages';

/** The one line a fourth language adds to the registry. */
const { SPANISH } = vi.hoisted(() => ({ SPANISH: "  es: { dir: 'ltr', luxon: 'es', comma: ',', name: 'Español', englishName: 'Spanish', antd: 'es_ES' },\n" }));

vi.mock('@cabinetry/shared/contracts/locales', async () => {
  const { mkdtempSync, readFileSync: read, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const registry = read(new URL('../../../../services/shared/src/contracts/locales.ts', import.meta.url), 'utf8');
  const end = '} as const satisfies Record<string, LocaleInfo>;';
  if (registry.split(end).length !== 2) throw new Error('the registry no longer ends as this test expects');
  // the copy lives in the system's temporary folder: nothing in the repository changes
  const copy = join(mkdtempSync(join(tmpdir(), 'fourth-language-')), 'locales.ts');
  writeFileSync(copy, registry.replace(end, `${SPANISH}${end}`));
  return import(copy);
});

/**
 * Spanish as the compiler sees the committed registry (its types know three languages; at run time
 * the copy has four): values of the derived types, for the calls below.
 */
const es = 'es' as LocaleCode;
const spanishTexts = (texts: { name: string; description: string }) => ({ es: texts }) as CatalogueTranslations;
const spanishFields = (fields: Record<string, string>) => fields as Partial<Record<TranslatedField, string>>;

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

describe('a fourth language: one registry line', () => {
  it('is a language of every enum, stored or sent', () => {
    expect([...LOCALE_CODES]).toEqual(['en', 'fr', 'ar', 'es']);
    expect([...CUSTOMER_LOCALES]).toContain('es');
    expect([...DESIGNER_LANGUAGES]).toContain('es');
    expect(designerRequestSchema.properties.languages.items.enum).toContain('es');
    expect(LOCALE_LABELS[es]).toBe('Spanish');
    const customers = customerModel(createConnection());
    expect(customers.schema.path('locale').options.enum).toContain('es');
  });

  it('has its URL prefix in the SPA, the gateway and nginx', () => {
    expect([localeOfPath('/es/onboarding/step1'), localePath(es, '/resume')]).toEqual(['es', '/es/resume']);
    expect(SPA_ROUTE.test('/es/onboarding/step3')).toBe(true);
    expect(isUnprefixedCustomerPage('/es/onboarding/step1')).toBe(false);
    expect(notFoundPage('/es/no/such/page')).toBe('es/404.html');
    const nginx = nginxLocalesConf(LOCALE_CODES);
    expect(nginx).toContain('location ~ ^/(fr/|ar/|es/)?(onboarding/step[25]|appointment/[^/]+)/?$ {');
    expect(nginx).toContain(`location ~ "${SPA_ROUTE.source}" {`);
    expect(nginx).toContain('error_page 404 /es/404.html;');
    // the committed file is the three-language one: `npm run nginx:locales` writes the fourth (spa-pages.test.ts insists)
    expect(readFileSync(repo('frontend/nginx/locales.conf'), 'utf8')).not.toBe(nginx);
  });

  it('words dates with its luxon locale and writes left to right', () => {
    expect(LUXON_LOCALES[es]).toBe('es');
    expect(formatShowroomDate('2026-11-24T10:00:00Z', es)).toBe('24 nov 2026');
    expect([localeDirection(es), emailDir(es)]).toEqual(['ltr', 'ltr']);
  });

  it('gets translated catalogue texts: admin fields, their messages, the stored map and the public lists', () => {
    expect(TRANSLATED_FIELDS).toEqual(['nameFr', 'descriptionFr', 'nameAr', 'descriptionAr', 'nameEs', 'descriptionEs']);
    expect(styleFormSchema.properties).toHaveProperty('nameEs.errorMessage.maxLength', 'Spanish name must be at most 100 characters');
    expect(translationsOf(spanishFields({ nameEs: ' Roble ' }))).toMatchObject({ es: { name: 'Roble', description: '' } });
    expect(translatedFieldsFrom(spanishTexts({ name: 'Roble', description: 'Macizo' }))).toMatchObject({ nameEs: 'Roble', descriptionEs: 'Macizo', nameFr: '' });
    const { styles } = catalogueModels(createConnection());
    expect(styles.schema.path('translations.es')).toBeDefined();
    const oak = { id: 1, name: 'Oak', description: 'Solid oak', translations: spanishTexts({ name: 'Roble', description: '' }), isActive: true, imageKey: null };
    expect(publicStyle(oak, es)).toMatchObject({ name: 'Roble', description: 'Solid oak' });
  });

  it('needs its three catalogues: the key-parity tests compare each folder with the registry', () => {
    const folders = ['frontend/src/i18n/locales', 'frontend/src/admin/i18n/locales', 'services/shared/src/i18n/emails'];
    for (const folder of folders) {
      const codes = readdirSync(repo(folder)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
      expect(LOCALE_CODES.filter((code) => !codes.includes(code)), folder).toEqual(['es']);
    }
    // the e-mails bundle their catalogues: the compiler asks for the new one in EMAIL_CATALOGUES
    expect(Object.keys(EMAIL_CATALOGUES)).not.toContain('es');
  });
});
