/**
 * The payment-card hooks. The domain logic they run lives in api/domain/finance/payment-cards.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { paymentCardHooks as hooks } from '../../api/domain/finance/payment-cards.ts';
