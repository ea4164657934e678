/**
 * The shipping-carrier hooks. The domain logic they run lives in api/domain/settings/shipping.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { shippingCarrierHooks as hooks } from '../../api/domain/settings/shipping.ts';
