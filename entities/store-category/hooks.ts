/**
 * The store-category hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/catalogue/index.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid } from '../../api/http/errors.ts';
import { accountOf, slugify, MAX_CATEGORY_DEPTH, subtreeHeight } from '../../api/domain/catalogue/index.ts';

export const hooks = defineHooks('store-category', {
  async beforeWrite(category, { trx, existing }) {
    const accountId = accountOf(category, existing);
    if (!category.slug) {
      category.slug = slugify(String(category.name));
      if (!category.slug) invalid('/slug', 'could not be made from the name: give one (lower-case letters, digits and dashes)');
    }
    if (!category.parent_id) return;
    // Walk up from the new parent: meeting this category means the tree would loop.
    let depth = 1;
    for (let id: unknown = category.parent_id; id; depth++) {
      if (existing && id === existing.id) invalid('/parent_id', 'cannot be this category or one of its own sub-categories');
      if (depth > MAX_CATEGORY_DEPTH) break;
      id = (await trx('store_categories').where({ account_id: accountId, id }).first('parent_id'))?.parent_id;
    }
    // The deepest sub-category of this one moves along with it.
    const below = existing ? await subtreeHeight(trx, accountId, String(existing.id)) : 0;
    if (depth + below > MAX_CATEGORY_DEPTH) invalid('/parent_id', `would make the category tree deeper than ${MAX_CATEGORY_DEPTH} levels`);
  },
});
