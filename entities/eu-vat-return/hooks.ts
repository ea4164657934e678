/**
 * The eu-vat-return hooks. The domain logic they run lives in api/domain/finance/vat/eu-returns.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { euVatReturnHooks as hooks } from '../../api/domain/finance/vat/eu-returns.ts';
