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
 * Code names a route by its operation id (the typed client @cabinetry/shared/contracts/api/client:
 * the SPA's call/urlOf in frontend/src/api/call.ts, the system tests' send, urlOf in the bench and
 * smoke runs), never by an '/api/…' path of its own: the paths module and the route tables beside it
 * write each path once (docs/architecture.md "The API as data"). A test that means a raw path (an
 * odd path, a prefix, a page that is no route) says why in an eslint-disable-next-line comment.
 */
const API_PATH_RULES = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message: "Name the route by its operation id (call/urlOf of @cabinetry/shared/contracts/api/client), not an '/api/…' path.",
  },
];

/** The paths module and the route tables (services/shared/src/contracts/api): where each '/api/…' path is written, once. */
const ROUTE_TABLES = 'services/shared/src/contracts/api/*';

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
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...ZONE_RULES, ...API_PATH_RULES] },
  },
  {
    // tests: expected values ('2026-11-24T10:00:00+02:00') and a visitor's zone are literals; building dates stays the time module's
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['services/shared/src/time/**'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...BUILT_ZONE_RULES, ...API_PATH_RULES] },
  },
  {
    // where paths are written: the paths module and route tables, the gateway's own table (its API reference), the SPA's test helpers (they check the wire)
    files: [ROUTE_TABLES, 'gateway/src/api-docs.ts', 'frontend/src/testing/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...ZONE_RULES] },
  },
  {
    // the route tables' tests and the SPA's tests (they check the wire with literal paths); the gateway's and the
    // shared server modules' tests (routes of their own, odd paths); catalogue's and onboarding's tests still call
    // their apps by path (about 320 literals, issue 36 item 2's rest)
    files: [
      `${ROUTE_TABLES}.test.ts`,
      'frontend/src/**/*.test.{ts,tsx}',
      'gateway/src/**/*.test.ts',
      'services/shared/src/server/**/*.test.ts',
      'services/catalogue/src/**/*.test.ts',
      'services/onboarding/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_RULES, ...BUILT_ZONE_RULES] },
  },
);
