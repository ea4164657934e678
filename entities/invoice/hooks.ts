/**
 * The invoice hooks. The domain logic they run lives in api/domain/finance/invoices.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { invoiceHooks as hooks } from '../../api/domain/finance/invoices.ts';
