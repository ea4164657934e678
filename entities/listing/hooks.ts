/**
 * The listing hooks. The domain logic they run lives in api/domain/listings/listings.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { listingHooks as hooks } from '../../api/domain/listings/listings.ts';
