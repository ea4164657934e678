/**
 * How the admin's JavaScript is cut into files (Rolldown's `output.codeSplitting.groups`, used by vite.config.ts).
 *
 * Left to itself the bundler makes one chunk per set of lazy screens sharing a module: with ~65 lazy screens the
 * orders list needed 46 small files after the entry, and a browser fetches six at a time from one HTTP/1.1 server,
 * so they came in eight rounds (~1 s on this machine; docs/benchmarks.md). Here:
 *
 * 1. `boot`: everything the entry needs before React's first render goes into the entry's file (it is all fetched
 *    at start anyway; before, 19 files).
 * 2. The screens a visitor lands on get one file each with everything they need that the entry has not: the sign-in
 *    form, the public sign-up page and the generic list (the orders list, and every other list). A module more than
 *    one of them needs goes to `landing-shared`, so none of them loads another's screen.
 * 3. Every other screen keeps the bundler's own splitting (it may reuse the landing files; cached by then).
 *
 * Which modules a screen needs is read from a first build with the bundler's own splitting (`landingPlan`): that
 * build has dropped what no one uses (a barrel such as `react-admin` re-exports hundreds of modules a screen never
 * touches), which a walk of the import graph cannot tell.
 */
import { resolve } from 'node:path';

/** A landing screen: its file's name and its module, relative to the admin folder. */
export interface LandingScreen {
  chunk: string;
  module: string;
}

/** The screens a visitor lands on, each one file (see above). */
export const LANDING_SCREENS: readonly LandingScreen[] = [
  { chunk: 'sign-in', module: 'src/pages/SignIn.tsx' },
  { chunk: 'sign-up', module: 'src/pages/PublicSignupPage.tsx' },
  { chunk: 'list-screen', module: 'src/generic/GenericList.tsx' },
];

export const SHARED_LANDING_CHUNK = 'landing-shared';

/** The part of a built chunk the plan reads (Rolldown's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The chunks `start` loads before it runs: itself and its static imports, transitively. */
function loadedWith(start: BuiltChunk, byFile: Map<string, BuiltChunk>): Set<BuiltChunk> {
  const seen = new Set<BuiltChunk>();
  const stack = [start];
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return seen;
}

/**
 * From a build with the bundler's own splitting: module id → the landing file it goes to. A module of the entry's
 * files is left out (it stays with the entry); one that a single landing screen needs goes to that screen's file;
 * one several need, to `landing-shared`.
 */
export function landingPlan(chunks: readonly BuiltChunk[], adminRoot: string, screens: readonly LandingScreen[] = LANDING_SCREENS): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<BuiltChunk>();
  for (const entry of chunks.filter((c) => c.isEntry)) for (const c of loadedWith(entry, byFile)) initial.add(c);
  const users = new Map<string, string[]>();
  for (const screen of screens) {
    const id = resolve(adminRoot, screen.module);
    const own = chunks.find((c) => c.facadeModuleId === id);
    if (!own) throw new Error(`admin/build/screen-chunks.ts: no chunk starts at ${screen.module}; is it still loaded with import()?`);
    for (const chunk of loadedWith(own, byFile)) {
      if (initial.has(chunk)) continue;
      for (const module of chunk.moduleIds) users.set(module, [...(users.get(module) ?? []), screen.chunk]);
    }
  }
  return new Map([...users].map(([module, names]) => [module, names.length === 1 ? names[0]! : SHARED_LANDING_CHUNK]));
}

/** The groups for `build.rolldownOptions.output.codeSplitting`, given the plan of `landingPlan`. */
export function screenChunkGroups(plan: ReadonlyMap<string, string>) {
  return [
    // First: a module the entry needs is never moved into a lazy file.
    { name: 'boot', tags: ['$initial' as const], priority: 20 },
    { name: (id: string) => plan.get(id) ?? null, debugName: 'landing screens', priority: 10 },
  ];
}
