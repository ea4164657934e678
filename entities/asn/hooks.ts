/**
 * The asn hooks. The domain logic they run lives in api/domain/purchasing/purchasing.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { asnHooks as hooks } from '../../api/domain/purchasing/purchasing.ts';
