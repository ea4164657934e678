/** The sales charge hooks: a charge keeps only the value its type uses, so a PERCENT charge never carries a stale amount. */
import { defineHooks } from '../../api/domain/hooks.ts';

export const hooks = defineHooks('sales-charge', {
  async beforeWrite(charge) {
    if (charge.type === 'FIXED') charge.rate = null;
    else charge.amount = null;
  },
});
