/**
 * The product-label hooks. The domain logic they run lives in api/domain/catalogue/gpsr.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { productLabelHooks as hooks } from '../../api/domain/catalogue/gpsr.ts';
