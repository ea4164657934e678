/** Sandbox modules by channel type: each modules/<type>.ts registers its own when imported (see modules.ts). */
import type Router from '@koa/router';
import type { ChannelType } from '../types.ts';
import type { SandboxMarketplace } from './marketplace.ts';

export interface SandboxModule {
  type: ChannelType;
  /** Sets the marketplace's id and URL formats (orderIdFor, listingUrlFor). */
  configure?(market: SandboxMarketplace): void;
  /** Registers the marketplace's routes on `router`, whose paths start after /sandbox/<type>. */
  routes(router: Router, market: SandboxMarketplace): void;
}

const modules = new Map<ChannelType, SandboxModule>();

export function registerSandboxModule(module: SandboxModule): void {
  modules.set(module.type, module);
}

export function sandboxModule(type: ChannelType): SandboxModule | undefined {
  return modules.get(type);
}
