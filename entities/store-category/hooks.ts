/**
 * The store-category hooks. The domain logic they run lives in api/domain/catalogue/index.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { storeCategoryHooks as hooks } from '../../api/domain/catalogue/index.ts';
