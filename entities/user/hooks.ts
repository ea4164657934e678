/**
 * The user hooks. The domain logic they run lives in api/domain/accounts/users.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { userHooks as hooks } from '../../api/domain/accounts/users.ts';
