/**
 * The report hooks. The domain logic they run lives in api/domain/reporting/reports.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { reportHooks as hooks } from '../../api/domain/reporting/reports.ts';
