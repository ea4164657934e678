/**
 * The vat-report hooks. The domain logic they run lives in api/domain/finance/vat-reports.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { vatReportHooks as hooks } from '../../api/domain/finance/vat-reports.ts';
