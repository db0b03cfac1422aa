// Flat ESLint config: typescript-eslint recommended rules for every workspace, plus the React
// hooks rules (recommended: rules of hooks, exhaustive deps, React Compiler checks) for the SPA,
// and one clock: dates and times are worded only by @cabinetry/shared/time (the showroom's fixed
// +03:00 clock), so no other module formats with Intl or names the Asia/Beirut zone.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Word dates and times with @cabinetry/shared/time (the showroom clock), not Intl.DateTimeFormat.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Word dates and times with @cabinetry/shared/time (the showroom clock), not toLocaleDateString/toLocaleTimeString.',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name='timeZone']",
          message: 'Word dates and times with @cabinetry/shared/time (the showroom clock), not toLocaleString with a time zone.',
        },
        {
          selector: 'Literal[value=/Asia\\/Beirut/], TemplateElement[value.raw=/Asia\\/Beirut/]',
          message: "The showroom keeps a fixed +03:00 clock, not the Asia/Beirut zone: use @cabinetry/shared/time.",
        },
      ],
    },
  },
);
