/**
 * The product hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/catalogue/index.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { productGpsr } from '../../api/domain/catalogue/gpsr.ts';
import { defaultSalesTax, checkAttributeValues, receiveOpeningStock } from '../../api/domain/catalogue/index.ts';

export const hooks = defineHooks('product', {
  async beforeWrite(product, context) {
    await defaultSalesTax(product, context);
    await checkAttributeValues(product, context);
    await productGpsr(product, context);
  },
  afterGridRow: receiveOpeningStock,
});
