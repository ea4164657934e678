import { describe, expect, it } from 'vitest';
import { landingPlan, screenChunkGroups, type BuiltChunk } from './screen-chunks.ts';

const ROOT = '/app/admin';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName, moduleIds, imports, isEntry: false, facadeModuleId: null, ...extra,
});
const SCREENS = [
  { chunk: 'sign-in', module: 'src/SignIn.tsx' },
  { chunk: 'list-screen', module: 'src/List.tsx' },
];

/** A default build: an entry with a shared boot chunk, two landing screens sharing a helper, and another screen. */
const BUILD: BuiltChunk[] = [
  chunk('index.js', ['/app/admin/src/main.tsx'], ['boot.js'], { isEntry: true, facadeModuleId: '/app/admin/src/main.tsx' }),
  chunk('boot.js', ['/nm/react.js', '/nm/mui/TextField.js']),
  chunk('SignIn.js', ['/app/admin/src/SignIn.tsx'], ['boot.js', 'Card.js'], { facadeModuleId: '/app/admin/src/SignIn.tsx' }),
  chunk('List.js', ['/app/admin/src/List.tsx', '/app/admin/src/columns.ts'], ['boot.js', 'Card.js', 'Table.js'], { facadeModuleId: '/app/admin/src/List.tsx' }),
  chunk('Card.js', ['/nm/mui/Card.js']),
  chunk('Table.js', ['/nm/mui/Table.js', '/nm/mui/TableRow.js'], ['Icons.js']),
  chunk('Icons.js', ['/nm/icons/Add.js']),
  chunk('Report.js', ['/app/admin/src/Report.tsx', '/nm/charts.js'], ['Table.js'], { facadeModuleId: '/app/admin/src/Report.tsx' }),
];

describe('landingPlan', () => {
  const plan = landingPlan(BUILD, ROOT, SCREENS);

  it('puts what one landing screen alone needs into its file, with the files it imports transitively', () => {
    expect(plan.get('/app/admin/src/List.tsx')).toBe('list-screen');
    expect(plan.get('/app/admin/src/columns.ts')).toBe('list-screen');
    expect(plan.get('/nm/mui/TableRow.js')).toBe('list-screen');
    expect(plan.get('/nm/icons/Add.js')).toBe('list-screen');
    expect(plan.get('/app/admin/src/SignIn.tsx')).toBe('sign-in');
  });

  it('puts what several landing screens need into the shared landing file', () => {
    expect(plan.get('/nm/mui/Card.js')).toBe('landing-shared');
  });

  it('leaves the entry\'s modules and other screens\' own modules to the bundler', () => {
    for (const id of ['/app/admin/src/main.tsx', '/nm/react.js', '/nm/mui/TextField.js', '/app/admin/src/Report.tsx', '/nm/charts.js']) expect(plan.has(id)).toBe(false);
  });

  it('fails naming the screen when a landing module is no longer a chunk of its own', () => {
    expect(() => landingPlan(BUILD.filter((c) => c.fileName !== 'List.js'), ROOT, SCREENS)).toThrow(/no chunk starts at src\/List\.tsx/);
  });
});

describe('screenChunkGroups', () => {
  it('keeps the entry\'s modules first, then names each planned module\'s file', () => {
    const [boot, landing] = screenChunkGroups(new Map([['/a.ts', 'list-screen']]));
    expect(boot).toMatchObject({ tags: ['$initial'] });
    expect(boot!.priority).toBeGreaterThan(landing!.priority);
    const name = landing!.name as (id: string) => string | null;
    expect(name('/a.ts')).toBe('list-screen');
    expect(name('/b.ts')).toBeNull();
  });
});
