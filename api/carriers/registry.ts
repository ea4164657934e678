/** Carrier adapters by provider. Each adapter module registers itself; adapters/index.ts imports them all. */
import type { CarrierAdapter, CarrierProvider } from './types.ts';

const adapters = new Map<CarrierProvider, CarrierAdapter>();

export function registerCarrierAdapter(adapter: CarrierAdapter): void {
  if (adapters.has(adapter.provider) && adapters.get(adapter.provider) !== adapter) throw new Error(`a carrier adapter for ${adapter.provider} is already registered`);
  adapters.set(adapter.provider, adapter);
}

export function carrierAdapterFor(provider: string): CarrierAdapter | undefined {
  return adapters.get(provider as CarrierProvider);
}
