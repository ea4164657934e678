/**
 * The return hooks. The domain logic they run lives in api/domain/orders/returns.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { returnHooks as hooks } from '../../api/domain/orders/returns.ts';
