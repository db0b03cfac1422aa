// Flat ESLint config: typescript-eslint recommended rules for every workspace, plus the React
// hooks rules (recommended: rules of hooks, exhaustive deps, React Compiler checks) for the SPA,
// and one clock: dates and times are worded only by @cabinetry/shared/time (the showroom's clock,
// the IANA zone SHOWROOM_TIME_ZONE), so no other module formats with Intl, names a time zone
// (Asia/Beirut) or writes a fixed UTC offset ('+03:00', FixedOffsetZone). Tests may write offsets
// and zone names in their expected values and visitors' zones (string literals only), nothing else.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TIME_MODULE = '@cabinetry/shared/time';

/** Wording dates with Intl or toLocale*String: only the time module does it. */
const CLOCK_RULES = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
    message: `Word dates and times with ${TIME_MODULE} (the showroom clock), not Intl.DateTimeFormat.`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: `Word dates and times with ${TIME_MODULE} (the showroom clock), not toLocaleDateString/toLocaleTimeString.`,
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name='timeZone']",
    message: `Word dates and times with ${TIME_MODULE} (the showroom clock), not toLocaleString with a time zone.`,
  },
];

/** A fixed offset such as '+03:00' or '+0300' at the end of a date-time (or alone), in a string or template. */
const OFFSET = '/(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?|^)[+-]\\d{2}:?\\d{2}$/';
/** The showroom's zone by name. */
const ZONE = '/Asia\\/Beirut/';

/** The showroom's clock by hand in tests too: a fixed offset after a template's time, a luxon FixedOffsetZone. */
const BUILT_ZONE_RULES = [
  {
    selector: `TemplateElement[value.raw=/^:?\\d{0,2}(\\.\\d+)?[+-]\\d{2}:\\d{2}$/]`,
    message: `Build appointment dates with ${TIME_MODULE} (slotAppointmentDate, showroomIso), not a fixed offset after a template's time.`,
  },
  {
    selector: "Identifier[name='FixedOffsetZone']",
    message: `The showroom's clock is the IANA zone of ${TIME_MODULE}, not a FixedOffsetZone.`,
  },
];

/** The showroom's clock by hand outside tests: its zone's name, a fixed offset in any string. */
const ZONE_RULES = [
  ...BUILT_ZONE_RULES,
  {
    selector: `Literal[value=${ZONE}], TemplateElement[value.raw=${ZONE}]`,
    message: `Name the showroom's zone through ${TIME_MODULE} (SHOWROOM_TIME_ZONE), not 'Asia/Beirut'.`,
  },
  {
    selector: `Literal[value=${OFFSET}], TemplateElement[value.raw=${OFFSET}]`,
    message: `Build appointment dates with ${TIME_MODULE} (slotAppointmentDate, showroomIso: the zone's offset on that date), not a fixed offset such as '+03:00'.`,
  },
];

/**
 * The SPA names a route by its operation id (frontend/src/api/call.ts over
 * @cabinetry/shared/contracts/api/paths), never by an '/api/…' path of its own (docs/architecture.md
 * "The API as data").
 */
const API_PATH_RULES = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message: "Name the route by its operation id (call/urlOf in frontend/src/api/call.ts), not an '/api/…' path.",
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'frontend/dist-server/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['frontend/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['services/shared/src/time/**', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...ZONE_RULES] },
  },
  {
    // tests: expected values ('2026-11-24T10:00:00+02:00') and a visitor's zone are literals; building dates stays the time module's
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['services/shared/src/time/**'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...BUILT_ZONE_RULES] },
  },
  {
    // the SPA's code (its tests check the wire with literal paths): routes by name only
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...ZONE_RULES, ...API_PATH_RULES] },
  },
);
