/**
 * The csv-schedule hooks. The domain logic they run lives in api/domain/schedules/csv-schedules.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { csvScheduleHooks as hooks } from '../../api/domain/schedules/csv-schedules.ts';
