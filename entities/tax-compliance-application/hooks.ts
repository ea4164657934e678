/**
 * The tax-compliance-application hooks. The domain logic they run lives in api/domain/finance/tax-compliance.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { taxComplianceHooks as hooks } from '../../api/domain/finance/tax-compliance.ts';
