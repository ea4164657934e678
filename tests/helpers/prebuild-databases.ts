/**
 * Builds (or finds cached) the test databases most files use, for tests/global-setup.ts, which runs this in a child
 * process: the API modules it loads keep handles open that would hold vitest's main process at exit.
 */
import { createTestDatabase } from './database.ts';

for (const options of [{}, { seed: { orders: 12 } }]) await (await createTestDatabase(options)).destroy();
process.exit(0);
