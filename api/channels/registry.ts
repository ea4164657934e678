/**
 * Adapters by channel type. Each adapter module registers itself when imported; adapters/index.ts imports them
 * all, so importing that one file makes every channel type available.
 */
import type { ChannelAdapter, ChannelType } from './types.ts';

const adapters = new Map<ChannelType, ChannelAdapter>();

export function registerAdapter(adapter: ChannelAdapter): void {
  if (adapters.has(adapter.type) && adapters.get(adapter.type) !== adapter) throw new Error(`an adapter for ${adapter.type} is already registered`);
  adapters.set(adapter.type, adapter);
}

export function adapterFor(type: string): ChannelAdapter {
  const adapter = adapters.get(type as ChannelType);
  if (!adapter) throw new Error(`no marketplace adapter for channel type ${type}`);
  return adapter;
}

export function registeredAdapterTypes(): ChannelType[] {
  return [...adapters.keys()];
}
