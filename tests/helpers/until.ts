/**
 * Polls `probe` until it answers something truthy (jobs run in the background), or fails after `timeoutMs`: a ceiling
 * for work that never ends, under the test's own (180 s, vitest.config.ts), not a timing; a busy machine only waits
 * longer.
 */
export async function until<T>(probe: () => Promise<T | undefined | null | false>, what = 'the condition', timeoutMs = 150_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last instanceof Error ? last.message : String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
