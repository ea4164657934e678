/**
 * The stress mode of the test runs (issue 25): `TEST_STRESS=N` starts N CPU busy loops, each in its own child
 * process, beside the run, so the suite is proven on a machine busier than the one that runs it — a test that only
 * passes when the machine is quiet fails here instead of on a colleague's laptop or in a loaded CI.
 *
 * The loops are plain `node -e` processes that spin until killed. They are stopped when the run ends, whatever the
 * outcome: `stop()` is called by the runner, and an exit hook (normal exit, an uncaught error, SIGINT/SIGTERM/SIGHUP)
 * kills any that are left, so a failed or interrupted run never leaves a busy loop behind. Each loop also checks
 * that its parent is still alive and exits when it is not (a SIGKILL of the runner cannot run hooks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A busy loop that exits when its parent (the runner) is gone; the parent's pid is its first argument. While the file
 * named by its second argument exists, it sleeps instead (a paused loop still watches its parent, so it can never be
 * left behind, as a SIGSTOPped one would be when the runner is killed).
 */
const LOOP = `
const { existsSync } = require('node:fs');
const parent = Number(process.argv[1]);
const pauseFile = process.argv[2];
const nap = new Int32Array(new SharedArrayBuffer(4));
let n = 0;
for (;;) {
  if (existsSync(pauseFile)) Atomics.wait(nap, 0, 0, 200);
  else for (let i = 0; i < 5e7; i++) n = (n * 31 + i) | 0;
  try { process.kill(parent, 0); } catch { process.exit(0); }
}
`;

export interface Stress {
  /** How many busy loops run (0 when the mode is off). */
  readonly loops: number;
  /** Stops every loop and waits until each has exited. Safe to call more than once. */
  stop(): Promise<void>;
  /** Sends every loop SIGKILL without waiting (for a synchronous runner about to exit). */
  stopNow(): void;
  /** The environment for child processes: they see that the loops already run and start none of their own. */
  childEnv(): NodeJS.ProcessEnv;
  /** Puts the loops to sleep: they hold no CPU until `resume()`. For a runner whose other legs are the load. */
  pause(): void;
  /** Lets sleeping loops spin again. */
  resume(): void;
  /** Whether the loops are spinning now (false when there are none, or while paused). */
  readonly running: boolean;
}

/**
 * Set by a runner that started the loops for the processes it starts (`npm test` → the browser leg), so these do not
 * start a second set.
 */
export const STRESS_STARTED = 'TEST_STRESS_STARTED';

/**
 * Reads TEST_STRESS: unset, empty or 0 is off; a positive integer is the number of busy loops. 0 as well when a
 * parent runner already started them (TEST_STRESS_STARTED).
 */
export function stressLoopsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  if (env[STRESS_STARTED]) return 0;
  const raw = (env.TEST_STRESS ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 64) throw new Error(`TEST_STRESS must be a whole number of busy loops between 0 and 64, not "${raw}"`);
  return Number(raw);
}

/** Starts `loops` busy loops (none for 0) and returns their handle. */
export function startStress(loops: number, log: (line: string) => void = (line) => console.log(line), options: { paused?: boolean } = {}): Stress {
  const children: ChildProcess[] = [];
  // The loops sleep while this file exists (pause/resume); it is named per runner and removed when the loops stop.
  const pauseFile = join(tmpdir(), `sellyard-stress-${process.pid}-${randomBytes(4).toString('hex')}.pause`);
  let paused = false;
  if (loops > 0 && options.paused) {
    writeFileSync(pauseFile, '');
    paused = true;
  }
  for (let i = 0; i < loops; i++) {
    children.push(spawn(process.execPath, ['-e', LOOP, String(process.pid), pauseFile], { stdio: 'ignore' }));
  }
  const killAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(pauseFile, { force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    killAll();
    // The default action of the signal, now that the loops are gone.
    process.removeListener(signal, onSignal);
    process.kill(process.pid, signal);
  };
  if (loops > 0) {
    log(`stress mode: ${loops} CPU busy loop${loops === 1 ? '' : 's'} ${options.paused ? 'started asleep' : 'running beside the tests'} (pids ${children.map((c) => c.pid).join(', ')})`);
    process.once('exit', killAll);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
  }
  let stopped: Promise<void> | undefined;
  return {
    loops,
    get running() {
      return loops > 0 && !paused && !stopped;
    },
    pause() {
      if (loops === 0 || paused || stopped) return;
      writeFileSync(pauseFile, '');
      paused = true;
    },
    resume() {
      if (loops === 0 || !paused || stopped) return;
      rmSync(pauseFile, { force: true });
      paused = false;
    },
    stopNow: killAll,
    childEnv: () => (loops > 0 ? { [STRESS_STARTED]: String(loops) } : {}),
    stop() {
      stopped ??= (async () => {
        await Promise.all(
          children.map((child) =>
            child.exitCode !== null || child.signalCode !== null
              ? undefined
              : new Promise<void>((done) => {
                  child.once('exit', () => done());
                  child.kill('SIGKILL');
                }),
          ),
        );
        rmSync(pauseFile, { force: true });
        process.removeListener('exit', killAll);
        for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeListener(signal, onSignal);
        if (loops > 0) log(`stress mode: the ${loops} busy loop${loops === 1 ? '' : 's'} stopped`);
      })();
      return stopped;
    },
  };
}
