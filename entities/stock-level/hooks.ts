/**
 * The stock-level hooks: what runs when one is written or moves through its states (its business area is
 * api/domain/catalogue/);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';

export const hooks = defineHooks('stock-level', {
  async beforeWrite(level, { existing }) {
    // Derived here rather than trusted: only `available` is ever pushed to channels. It may go below zero when
    // more is promised than is on the shelf (oversold), which the merchant must see. The quantities are read-only
    // (stock movements change them), so an update keeps the stored ones.
    const source = existing ?? level;
    level.available = Number(source.on_hand ?? 0) - Number(source.allocated ?? 0);
  },
});
