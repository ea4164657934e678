/**
 * A sandbox marketplace of a describe block's own, connected as a seller: started before the block's tests (vitest
 * `beforeAll`), closed after them. For adapter tests whose orders or listings must not be seen by another block's
 * (a paging test counts every order of its sandbox).
 *
 *   const block = sandboxBlock('EBAY', async (base) => contextWith(fetch, base, await connectEbay(base)));
 *   it('…', async () => { await ebayAdapter.cancelOrder!(block.ctx, …); block.sandbox.market('EBAY') … });
 */
import { afterAll, beforeAll } from 'vitest';
import type { AdapterContext } from '../../api/channels/types.ts';
import type { Sandbox } from '../../api/channels/sandbox/index.ts';
import { startSandboxServer, type SandboxServer } from '../../api/channels/sandbox/test-server.ts';

export interface SandboxBlock {
  server: SandboxServer;
  sandbox: Sandbox;
  /** The adapter's base URL for the channel type: `<origin>/sandbox/<type>`. */
  base: string;
  /** The connected seller's adapter context. */
  ctx: AdapterContext;
}

/** Registers the block's set-up and tear-down; the answer's fields are filled once `beforeAll` has run. */
export function sandboxBlock(channelType: string, connect: (base: string) => Promise<AdapterContext>): SandboxBlock {
  const block = {} as SandboxBlock;
  beforeAll(async () => {
    block.server = await startSandboxServer();
    block.sandbox = block.server.sandbox;
    block.base = block.server.baseUrl(channelType);
    block.ctx = await connect(block.base);
  });
  afterAll(() => block.server?.close());
  return block;
}
