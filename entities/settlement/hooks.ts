/**
 * The settlement hooks. The domain logic they run lives in api/domain/finance/settlements.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { settlementHooks as hooks } from '../../api/domain/finance/settlements.ts';
