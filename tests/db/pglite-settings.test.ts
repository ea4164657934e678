/** The embedded database's own settings (api/db/connection.ts): a smaller buffer pool for `npm start`'s data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/index.ts';
import { pgliteSharedBuffers } from '../../api/db/connection.ts';

const folder = mkdtempSync(join(tmpdir(), 'sellyard-pglite-settings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('PGlite settings', () => {
  it('reads PGLITE_SHARED_BUFFERS: 32MB by default, a PostgreSQL size when set, a clear error otherwise', () => {
    expect(pgliteSharedBuffers({})).toBe('32MB');
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: '64MB' })).toBe('64MB');
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: '64' })).toThrow(/PGLITE_SHARED_BUFFERS must be a size such as 32MB/);
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/not "lots"/);
  });

  it('a data folder runs with the smaller buffer pool; an in-memory database keeps PostgreSQL\'s default', async () => {
    const onDisk = await openDatabase({ dataDir: join(folder, 'data') });
    try {
      const { rows } = await onDisk.raw('show shared_buffers');
      expect(rows[0].shared_buffers).toBe('32MB');
    } finally {
      await onDisk.destroy();
    }
    const inMemory = await openDatabase({ memory: true });
    try {
      const { rows } = await inMemory.raw('show shared_buffers');
      expect(rows[0].shared_buffers).toBe('128MB');
    } finally {
      await inMemory.destroy();
    }
    // Two databases created from scratch (initdb each): minutes on a busy 2-core machine.
  }, 300_000);
});
