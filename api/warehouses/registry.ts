/** Warehouse-provider adapters by provider code. Each adapter module registers itself; adapters/index.ts imports them all. */
import type { WarehouseAdapter, WarehouseProviderCode } from './types.ts';

const adapters = new Map<WarehouseProviderCode, WarehouseAdapter>();

export function registerWarehouseAdapter(adapter: WarehouseAdapter): void {
  if (adapters.has(adapter.provider) && adapters.get(adapter.provider) !== adapter) throw new Error(`a warehouse adapter for ${adapter.provider} is already registered`);
  adapters.set(adapter.provider, adapter);
}

export function warehouseAdapterFor(code: string): WarehouseAdapter | undefined {
  return adapters.get(code as WarehouseProviderCode);
}
