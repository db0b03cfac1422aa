/**
 * `npm run k8s:check`: renders each overlay of deploy/kubernetes (trial, production) and validates
 * every object (render.ts). Prints each problem and `k8s: N objects valid` (exit 0), or
 * `k8s: N problems in M objects` (exit 1).
 */
import { join, resolve } from 'node:path';
import { overlayProblems, render, stagedDeploy } from './render';

const OVERLAYS = ['trial', 'production'];
const deployDir = resolve(import.meta.dirname, '../../../deploy');
const staged = stagedDeploy(deployDir, OVERLAYS);
let objects = 0;
const problems: string[] = [];
try {
  for (const overlay of OVERLAYS) {
    const rendered = await render(join(staged.dir, 'kubernetes/overlays', overlay));
    objects += rendered.length;
    const found = await overlayProblems(rendered);
    problems.push(...found.map((problem) => `${overlay}: ${problem}`));
    console.log(`${overlay}: ${rendered.length} objects, ${found.length} problems`);
  }
} catch (error) {
  problems.push((error as Error).message);
} finally {
  staged.cleanup();
}
for (const problem of problems) console.log(`  ${problem}`);
console.log(problems.length ? `k8s: ${problems.length} problems in ${objects} objects` : `k8s: ${objects} objects valid`);
process.exit(problems.length ? 1 : 0);
