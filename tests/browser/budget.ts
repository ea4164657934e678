/** The browser suite's wait budgets (docs/testing.md): imported by playwright.config.ts and, through fixtures.ts, by every spec. */
/**
 * The ceilings of every wait of the browser suite (milliseconds), sized for a 2-core machine running the suite's two
 * workers, the server (PGlite answers one query at a time) and two TEST_STRESS busy loops at once.
 */
export const BUDGET = {
  /**
   * The first screen of a browser context: the entry script and the screen's chunks downloaded and compiled in a
   * cold renderer, the session (/api/auth/me) and the screen's first data answered.
   */
  firstRender: 60_000,
  /** Any later screen of the same context: a lazy chunk not loaded yet, and the screen's data answered. */
  lazyChunk: 45_000,
  /**
   * The answer to what the user just did on a screen that is ready (a save, a filter, a transition): one or two API
   * round trips and their render. The default of every `expect` and every action (playwright.config.ts).
   */
  answer: 20_000,
  /** Background work the user waits for (a job, a marketplace sync): the worker's queue under the suite's load. */
  background: 90_000,
} as const;
