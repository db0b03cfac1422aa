/** Well-known locations in the monorepo, independent of the current directory. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (no trailing slash). */
export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
