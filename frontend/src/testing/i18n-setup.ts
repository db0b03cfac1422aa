/** vitest setup of the unit project: the SPA's components render with the English catalogue, as a first visit to an unprefixed page. */
import { activateLocale } from '../i18n/i18n';

await activateLocale('en');
