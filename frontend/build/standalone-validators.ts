/**
 * The source of build/ajv-validators.ts's modules: a shared schema's validator as ajv standalone
 * code, compiled by the services' ajv configuration (createAjv). Loaded through Vite's module
 * runner, which reads the TypeScript of @cabinetry/shared.
 */
import * as contracts from '@cabinetry/shared/contracts';
import { createAjv } from '@cabinetry/shared/contracts/validate';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

const REQUIRE = /require\("([^"]+)"\)/g;
/**
 * A CommonJS module's `module.exports` from its namespace import, the same under each interop
 * (the build's, the dev server's and Node's differ on `default` for an `__esModule` module).
 */
const EXPORTS_OF = 'const exportsOf = (ns) => (ns.default?.__esModule ? ns.default : ns);\n';

let ajv: Ajv | undefined;

/**
 * The ES module source of the validator of the schema exported as `name` by the contracts; the
 * generated `require(...)`s of ajv's runtime helpers (ucs2length, equal, ajv-formats' formats)
 * become imports. Throws when there is no such schema.
 */
export function validatorModule(name: string): string {
  const schema = (contracts as Record<string, unknown>)[name];
  if (!name.endsWith('Schema') || typeof schema !== 'object' || schema === null) {
    throw new Error(`@cabinetry/shared/contracts exports no schema named ${name}`);
  }
  ajv ??= createAjv({ code: { source: true, esm: true } });
  const code = standaloneCode(ajv, ajv.compile(schema));
  const modules: string[] = [];
  const body = code.replace(REQUIRE, (_call, id: string) => {
    if (!modules.includes(id)) modules.push(id);
    return `exportsOf(runtime${modules.indexOf(id)})`;
  });
  const imports = modules.map((id, i) => `import * as runtime${i} from ${JSON.stringify(id)};\n`);
  return imports.join('') + EXPORTS_OF + body;
}
