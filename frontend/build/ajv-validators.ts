/**
 * Vite plugin: the SPA's form validators as ajv standalone code, generated at build (and dev and
 * test) time from the shared schemas with the services' ajv configuration, so the browser neither
 * ships ajv nor compiles code (the CSP needs no 'unsafe-eval').
 *
 * `import validator from 'virtual:validator/<name>'` is the CompiledValidator (for validateWith)
 * of the schema `@cabinetry/shared/contracts` exports as `<name>`, e.g. `step1FormSchema`; an
 * unknown name fails the build. One module per schema, so a chunk carries only the validators it
 * uses. The code comes from build/standalone-validators.ts.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const PREFIX = 'virtual:validator/';
const RESOLVED = `\0${PREFIX}`;
const GENERATOR = fileURLToPath(new URL('./standalone-validators.ts', import.meta.url));
const HERE = fileURLToPath(import.meta.url);

type Generator = typeof import('./standalone-validators');

/** The plugin. */
export function ajvValidators(): Plugin {
  let generator: Promise<Generator> | undefined;
  return {
    name: 'ajv-standalone-validators',
    resolveId(id, importer) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      // ajv's runtime helpers the generated code imports: the SPA's ajv, pre-bundled in dev as usual
      if (importer?.startsWith(RESOLVED)) return this.resolve(id, HERE, { skipSelf: true });
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // the config's bundler cannot load @cabinetry/shared's TypeScript; Vite's module runner can
      generator ??= runnerImport<Generator>(GENERATOR, { configFile: false, logLevel: 'warn' }).then((r) => r.module);
      return (await generator).validatorModule(id.slice(RESOLVED.length));
    },
  };
}
