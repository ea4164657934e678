/**
 * Sandbox modules by channel type: each modules/<type>.ts registers its own when imported (see modules.ts). A type
 * may have more than one module (its payouts live in modules/<type>-payouts.ts): each configures the marketplace
 * and adds its routes, in the order they were registered.
 */
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

const modules = new Map<ChannelType, SandboxModule[]>();

export function registerSandboxModule(module: SandboxModule): void {
  const list = modules.get(module.type) ?? [];
  if (!list.includes(module)) list.push(module);
  modules.set(module.type, list);
}

export function sandboxModules(type: ChannelType): SandboxModule[] {
  return modules.get(type) ?? [];
}
