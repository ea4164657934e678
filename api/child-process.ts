/**
 * Runs one of the project's TypeScript scripts in a child Node process (with tsx) and waits for it: the one-off heavy
 * work of `npm start` — building the admin, migrating and seeding — happens there, so its memory leaves with the child
 * instead of staying in the long-lived server (issue 25; issue 23 item 7). The child inherits the environment and the
 * output; a non-zero exit rejects.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export function runScriptInChild(root: string, script: string, what: string): Promise<void> {
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], { cwd: root, stdio: 'inherit', env: process.env });
    child.once('error', fail);
    child.once('exit', (code, signal) => (code === 0 ? done() : fail(new Error(`${what} failed (${signal ? `signal ${signal}` : `exit code ${code}`}): see its output above`))));
  });
}
