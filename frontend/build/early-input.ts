/**
 * The pre-rendered pages' inline capture of early input (services/shared early-input-script.ts), for
 * build/prerender.ts, which loads this module with Vite's module runner (the config's bundler cannot
 * load @cabinetry/shared's TypeScript).
 */
import { EARLY_INPUT_SCRIPT } from '@cabinetry/shared/server/early-input-script';
import { CONTENT_SECURITY_POLICY, scriptHashSource } from '@cabinetry/shared/server/security';

/**
 * The capture script's text. Throws when the site's Content-Security-Policy does not allow it by
 * its SHA-256 (the policy hashes the same text), so no page ships a script its policy blocks.
 */
export function earlyInputScript(): string {
  const hash = scriptHashSource(EARLY_INPUT_SCRIPT);
  if (!CONTENT_SECURITY_POLICY.includes(`script-src 'self' ${hash}`)) throw new Error(`the Content-Security-Policy does not allow the inline script (${hash})`);
  if (/<\/script/i.test(EARLY_INPUT_SCRIPT)) throw new Error('the inline script contains </script');
  return EARLY_INPUT_SCRIPT;
}
