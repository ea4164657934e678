/** The stress mode (tests/helpers/stress.ts): the loops run, use CPU, and are gone after stop — also when a runner dies. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startStress, stressLoopsFromEnv } from './helpers/stress.ts';
import { until } from './helpers/until.ts';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** CPU time (user + system, clock ticks) a process has used so far (Linux /proc). */
const cpuTicks = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** The pids of the direct children of `pid` (Linux /proc). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describe('TEST_STRESS', () => {
  it('reads the number of loops, off when unset, 0 or already started by a parent runner', () => {
    expect(stressLoopsFromEnv({})).toBe(0);
    expect(stressLoopsFromEnv({ TEST_STRESS: '' })).toBe(0);
    expect(stressLoopsFromEnv({ TEST_STRESS: '0' })).toBe(0);
    expect(stressLoopsFromEnv({ TEST_STRESS: '2' })).toBe(2);
    expect(stressLoopsFromEnv({ TEST_STRESS: '2', TEST_STRESS_STARTED: '2' })).toBe(0);
    expect(() => stressLoopsFromEnv({ TEST_STRESS: 'two' })).toThrow(/TEST_STRESS must be a whole number/);
    expect(() => stressLoopsFromEnv({ TEST_STRESS: '-1' })).toThrow(/TEST_STRESS must be a whole number/);
  });

  it('starts busy loops that burn CPU, and stop() ends every one of them', async () => {
    const before = new Set(childrenOf(process.pid));
    const stress = startStress(2, () => {});
    const loops = childrenOf(process.pid).filter((pid) => !before.has(pid));
    expect(loops).toHaveLength(2);
    expect(stress.childEnv()).toEqual({ TEST_STRESS_STARTED: '2' });
    // Each loop spends CPU: its CPU time grows (waited on, not timed).
    const start = loops.map(cpuTicks);
    await until(async () => loops.every((pid, i) => cpuTicks(pid) > start[i]! + 5), 'both loops to use CPU');
    await stress.stop();
    expect(loops.filter(alive)).toEqual([]);
    await stress.stop(); // twice is fine
  });

  it('paused loops sleep while running ones spin, resume on demand, and are ended by stop() either way', async () => {
    const before = new Set(childrenOf(process.pid));
    const asleep = startStress(1, () => {}, { paused: true });
    const [sleeper] = childrenOf(process.pid).filter((pid) => !before.has(pid));
    const spinning = startStress(1, () => {});
    const [spinner] = childrenOf(process.pid).filter((pid) => !before.has(pid) && pid !== sleeper);
    expect(asleep.running).toBe(false);
    expect(spinning.running).toBe(true);
    // Measured against a loop that spins beside it: while the spinner uses a second of CPU, the sleeper uses next to
    // none (its start-up and a check of a file five times a second).
    const sleeperStart = cpuTicks(sleeper!);
    const spinnerStart = cpuTicks(spinner!);
    await until(async () => cpuTicks(spinner!) > spinnerStart + 100, 'the spinning loop to use a second of CPU');
    expect(cpuTicks(sleeper!) - sleeperStart).toBeLessThan(30);
    asleep.resume();
    expect(asleep.running).toBe(true);
    const resumedAt = cpuTicks(sleeper!);
    await until(async () => cpuTicks(sleeper!) > resumedAt + 20, 'the resumed loop to use CPU');
    asleep.pause();
    await Promise.all([asleep.stop(), spinning.stop()]);
    expect([sleeper, spinner].filter((pid) => alive(pid!))).toEqual([]);
  });

  it('does nothing when off', async () => {
    const before = childrenOf(process.pid).length;
    const stress = startStress(0, () => {});
    expect(childrenOf(process.pid).length).toBe(before);
    expect(stress.childEnv()).toEqual({});
    await stress.stop();
  });

  it('the loops end when their runner exits without stopping them, even when it is killed', async () => {
    for (const how of ['exit', 'SIGKILL'] as const) {
      // A runner that starts two loops, prints their pids, then exits on its own (the exit hook) or waits to be killed.
      const script = `
        import { startStress } from ${JSON.stringify(new URL('./helpers/stress.ts', import.meta.url).pathname)};
        startStress(2, () => {});
        const { readFileSync } = await import('node:fs');
        console.log(readFileSync('/proc/' + process.pid + '/task/' + process.pid + '/children', 'utf8').trim());
        ${how === 'exit' ? 'process.exit(1);' : 'setInterval(() => {}, 1000);'}
      `;
      const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      runner.stdout.on('data', (chunk) => (out += chunk));
      const pids = await until(async () => (out.includes('\n') ? out.trim().split(/\s+/).map(Number) : undefined), 'the runner to report its loops');
      expect(pids).toHaveLength(2);
      if (how === 'SIGKILL') runner.kill('SIGKILL');
      await until(async () => pids.every((pid) => !alive(pid)), `the loops to end after the runner's ${how}`);
    }
  });
});
