/** Debian's nginx (`apt-get install nginx-light`), which the tests of the product's nginx configurations run. */
import { delimiter } from 'node:path';
import { findExecutable } from '../process';

/** The nginx executable on PATH or in /usr/sbin or /usr/local/sbin, or undefined when nginx is not installed. */
export const nginxBinary = (): string | undefined => findExecutable('nginx', [process.env.PATH ?? '', '/usr/sbin', '/usr/local/sbin'].join(delimiter));
