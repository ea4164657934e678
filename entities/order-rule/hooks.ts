/**
 * The order-rule hooks. The domain logic they run lives in api/domain/settings/order-rules.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { orderRuleHooks as hooks } from '../../api/domain/settings/order-rules.ts';
