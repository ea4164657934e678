/**
 * The task hooks. The domain logic they run lives in api/domain/orders/tasks.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { taskHooks as hooks } from '../../api/domain/orders/tasks.ts';
