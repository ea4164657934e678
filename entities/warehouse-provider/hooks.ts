/**
 * The warehouse-provider hooks. The domain logic they run lives in api/domain/settings/warehouses.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { warehouseProviderHooks as hooks } from '../../api/domain/settings/warehouses.ts';
