/**
 * The web store's side of the Sellyard Storefront API v1 (see adapters/store/index.ts for the contract), in the
 * sandbox: a storefront per API token, its product pages by SKU (slugs unique per shop), orders with a cursor,
 * acknowledgements and fulfilments.
 *
 * A product with variants (the Storefront API's `options` and `variants`, designed after Shopify's product options
 * and variants): the product is kept as the family (`variesBy` its options) and each variant as a listing of its
 * own (`variationOf` the product, its `variationValues`), sold, stocked and priced by its own SKU. Refused as the
 * contract says (422, each error with its field): more than 3 options, an option without a name or values or named
 * twice, options without variants (or variants without options), more than 250 variants, a variant without a value
 * of each option (or with a value the option does not have, or of an option the product does not have), two variants
 * with the same values, a variant SKU blank, repeated, or another product's.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxListing, SandboxMarketplace, SandboxOrder } from '../marketplace.ts';
import { registerSandboxModule } from '../registry.ts';

type Json = Record<string, any>;
const MAX_PAGE = 250;
const MAX_OPTIONS = 3;
const MAX_VARIANTS = 250;
type FieldError = { field: string; code: string; message: string };

function unauthorized(ctx: Context, message: string): void {
  ctx.status = 401;
  ctx.body = { errors: [{ code: 'unauthorized', message }] };
}

function refuse(ctx: Context, status: number, errors: Array<{ field?: string; code: string; message: string }>): void {
  ctx.status = status;
  ctx.body = { errors };
}

/** The seller the bearer token belongs to, or an answer already given. */
function seller(ctx: Context, market: SandboxMarketplace): string | undefined {
  const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const check = market.checkToken(token);
  if (check.ok) return check.sellerId;
  unauthorized(ctx, { missing: 'An API token is required.', unknown: 'The API token is not valid.', revoked: 'The API token was revoked by the shop owner.', expired: 'The API token has expired.' }[check.reason]);
  return undefined;
}

const amount = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: unknown) => Math.round(Number(value) * 100);

const isVariant = (listing: SandboxListing) => typeof listing.attributes.variationOf === 'string';
const variantsOf = (market: SandboxMarketplace, product: SandboxListing) => market.sellerListings(product.sellerId).filter((l) => l.attributes.variationOf === product.id && l.status !== 'ENDED');

function variantJson(variant: SandboxListing): Json {
  return {
    id: variant.id, sku: variant.sku, title: variant.title, price: { amount: amount(variant.price), currency: variant.currency }, inventory: variant.quantity,
    barcode: variant.attributes.barcode ?? null, option_values: Object.entries(variant.attributes.variationValues as Record<string, string>).map(([name, value]) => ({ name, value })),
  };
}

function productJson(listing: SandboxListing, market?: SandboxMarketplace): Json {
  const variants = market && listing.attributes.variesBy ? variantsOf(market, listing) : [];
  return {
    id: listing.id, sku: listing.sku, title: listing.title, description: listing.description,
    price: { amount: amount(listing.price), currency: listing.currency }, inventory: listing.quantity,
    slug: listing.attributes.slug, visible: listing.attributes.visible !== false,
    status: listing.status === 'ENDED' ? 'archived' : 'active', url: listing.url, updated_at: listing.updatedAt,
    ...(listing.attributes.variesBy ? { options: listing.attributes.variesBy, variants: variants.map(variantJson) } : {}),
  };
}

/** What the store refuses in a product's options and variants (see the module's comment). */
function variantErrors(body: Json, market: SandboxMarketplace, sellerId: string, productSku: string): FieldError[] {
  const { options, variants } = body;
  if (options === undefined && variants === undefined) return [];
  if (!Array.isArray(options) || !options.length) return [{ field: 'options', code: 'blank', message: 'A product with variants needs its options (Colour, Size…)' }];
  if (!Array.isArray(variants) || !variants.length) return [{ field: 'variants', code: 'blank', message: 'A product with options needs its variants' }];
  if (options.length > MAX_OPTIONS) return [{ field: 'options', code: 'too_many', message: `A product has at most ${MAX_OPTIONS} options` }];
  if (variants.length > MAX_VARIANTS) return [{ field: 'variants', code: 'too_many', message: `A product has at most ${MAX_VARIANTS} variants` }];
  const errors: FieldError[] = [];
  const names = new Set<string>();
  options.forEach((option: Json, i: number) => {
    const name = typeof option?.name === 'string' ? option.name.trim() : '';
    if (!name) errors.push({ field: `options.${i}.name`, code: 'blank', message: 'Option name can\'t be blank' });
    else if (names.has(name.toLowerCase())) errors.push({ field: `options.${i}.name`, code: 'taken', message: `Option ${name} is named twice` });
    names.add(name.toLowerCase());
    if (!Array.isArray(option?.values) || !option.values.length || !option.values.every((v: unknown) => typeof v === 'string' && v.trim())) {
      errors.push({ field: `options.${i}.values`, code: 'blank', message: `Option ${name || i + 1} needs its values` });
    }
  });
  if (errors.length) return errors;
  const combinations = new Map<string, string>();
  const skus = new Set<string>();
  variants.forEach((variant: Json, i: number) => {
    const sku = typeof variant?.sku === 'string' ? variant.sku.trim() : '';
    if (!sku) errors.push({ field: `variants.${i}.sku`, code: 'blank', message: 'Variant SKU can\'t be blank' });
    else if (skus.has(sku) || sku === productSku) errors.push({ field: `variants.${i}.sku`, code: 'taken', message: `SKU ${sku} is used twice in this product` });
    else {
      const other = market.listingBySku(sellerId, sku);
      const owner = other && isVariant(other) ? market.listings.get(String(other.attributes.variationOf)) : other;
      if (owner && owner.sku !== productSku) errors.push({ field: `variants.${i}.sku`, code: 'taken', message: `SKU ${sku} is already another product's` });
    }
    skus.add(sku);
    if (!variant?.price || !/^\d+(\.\d{1,2})?$/.test(String(variant.price.amount)) || minor(variant.price.amount) <= 0) errors.push({ field: `variants.${i}.price`, code: 'invalid', message: 'Price must be greater than 0' });
    if (!Number.isInteger(variant?.inventory) || variant.inventory < 0) errors.push({ field: `variants.${i}.inventory`, code: 'invalid', message: 'Inventory must be a whole number, 0 or more' });
    const given = Array.isArray(variant?.option_values) ? variant.option_values as Json[] : [];
    const stray = given.find((v) => !options.some((o: Json) => o.name === v?.name));
    if (stray) errors.push({ field: `variants.${i}.option_values`, code: 'invalid', message: `Variant ${sku} has a value of ${stray?.name}, which is not one of the product's options` });
    const values: string[] = [];
    for (const option of options as Json[]) {
      const value = given.find((v) => v?.name === option.name)?.value;
      if (typeof value !== 'string' || !value.trim()) errors.push({ field: `variants.${i}.option_values`, code: 'missing', message: `Variant ${sku} has no value for ${option.name}` });
      else if (!option.values.includes(value)) errors.push({ field: `variants.${i}.option_values`, code: 'invalid', message: `${value} is not one of the values of ${option.name}` });
      values.push(String(value));
    }
    const combination = values.join(' / ');
    if (values.length === options.length && combinations.has(combination.toLowerCase())) errors.push({ field: `variants.${i}`, code: 'taken', message: `The variant '${combination}' already exists` });
    combinations.set(combination.toLowerCase(), sku);
  });
  return errors;
}

function orderJson(order: SandboxOrder, market: SandboxMarketplace): Json {
  return {
    id: order.id, created_at: order.createdAt, updated_at: order.updatedAt,
    financial_status: order.status === 'UNPAID' ? 'pending' : 'paid',
    status: order.status === 'CANCELLED' ? 'cancelled' : order.status === 'SHIPPED' ? 'fulfilled' : 'open',
    acknowledged: order.acknowledged, currency: order.currency,
    customer: { name: order.buyer.name, email: order.buyer.email },
    shipping_address: {
      name: order.shippingAddress.name, address1: order.shippingAddress.line1, address2: order.shippingAddress.line2,
      city: order.shippingAddress.city, province: order.shippingAddress.region, zip: order.shippingAddress.postcode,
      country_code: order.shippingAddress.country, phone: order.shippingAddress.phone,
    },
    line_items: order.lines.map((l) => {
      // A variant's line names its product and the variant.
      const family = market.listings.get(l.listingId)?.attributes.variationOf;
      return { id: l.lineId, sku: l.sku, title: l.title, quantity: l.quantity, price: amount(l.unitPrice), product_id: family ? String(family) : l.listingId, variant_id: family ? l.listingId : null };
    }),
    shipping_price: amount(order.shippingPrice), total_price: amount(order.total),
    order_status_url: `https://sandbox.invalid/store/orders/${order.id}`,
    fulfillments: order.shipments.map((s) => ({ carrier: s.carrier, tracking_number: s.trackingNumber, shipped_at: s.shippedAt, line_ids: s.lineIds })),
  };
}

/** What the store refuses in a product page, in its own words. */
function productErrors(body: Json, market: SandboxMarketplace, sellerId: string, sku: string): Array<{ field: string; code: string; message: string }> {
  const errors: Array<{ field: string; code: string; message: string }> = [];
  if (typeof body.title !== 'string' || !body.title.trim()) errors.push({ field: 'title', code: 'blank', message: 'Title can\'t be blank' });
  else if (body.title.length > 255) errors.push({ field: 'title', code: 'too_long', message: 'Title is too long (maximum is 255 characters)' });
  if (!body.price || !/^\d+(\.\d{1,2})?$/.test(String(body.price.amount)) || minor(body.price.amount) <= 0) errors.push({ field: 'price', code: 'invalid', message: 'Price must be greater than 0' });
  if (!body.price || !/^[A-Z]{3}$/.test(String(body.price.currency))) errors.push({ field: 'price.currency', code: 'invalid', message: 'Currency is not a currency code' });
  // A product with variants is stocked per variant: it has no inventory of its own.
  if (body.variants === undefined && (!Number.isInteger(body.inventory) || body.inventory < 0)) errors.push({ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' });
  if (body.slug !== undefined) {
    if (typeof body.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(body.slug)) errors.push({ field: 'slug', code: 'invalid', message: 'Slug may hold lower-case letters, digits and single dashes' });
    else if (market.listingsOf(sellerId).some((l) => l.status !== 'ENDED' && l.sku !== sku && l.attributes.slug === body.slug)) {
      errors.push({ field: 'slug', code: 'taken', message: `Another page already uses the URL /products/${body.slug}` });
    }
  }
  return errors;
}

function routes(router: Router, market: SandboxMarketplace): void {
  router.get('/api/v1/shop', (ctx) => {
    const id = seller(ctx, market);
    if (id) ctx.body = { shop: { id, name: `Sandbox store ${id}` } };
  });

  /** A product page by SKU (never a variant's). */
  const productBySku = (sellerId: string, sku: string) => { const found = market.listingBySku(sellerId, sku); return found && !isVariant(found) ? found : undefined; };
  /** A variant by its SKU (never a product's). */
  const variantBySku = (sellerId: string, sku: string) => { const found = market.listingBySku(sellerId, sku); return found && isVariant(found) ? found : undefined; };

  router.put('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const body = (ctx.request.body ?? {}) as Json;
    const sku = ctx.params.sku!;
    if (variantBySku(id, sku)) return refuse(ctx, 422, [{ field: 'sku', code: 'taken', message: `SKU ${sku} is a variant of another product` }]);
    const errors = [...productErrors(body, market, id, sku), ...variantErrors(body, market, id, sku)];
    if (errors.length) return refuse(ctx, 422, errors);
    const variants = Array.isArray(body.variants) ? body.variants as Json[] : null;
    const options = variants ? (body.options as Json[]).map((o) => ({ name: String(o.name).trim(), values: (o.values as string[]).map(String) })) : null;
    const fields = {
      title: body.title, description: body.description ?? null, price: minor(body.price.amount), currency: body.price.currency, status: 'ACTIVE' as const,
      // A product with variants offers what its variants offer together.
      quantity: variants ? variants.reduce((sum, v) => sum + Number(v.inventory), 0) : body.inventory,
      attributes: { slug: body.slug, visible: body.visible !== false, category_ids: body.category_ids ?? [], ...(options ? { variesBy: options } : {}) },
    };
    const existing = productBySku(id, sku);
    const product = existing ? market.updateListing(existing, fields) : market.createListing(id, { sku, ...fields });
    if (variants && options) {
      // Variants are kept by SKU (their ids stay); a variant no longer sent is taken down.
      const held = variantsOf(market, product);
      for (const variant of variants) {
        const values = Object.fromEntries(options.map((o) => [o.name, String((variant.option_values as Json[]).find((v) => v.name === o.name)!.value)]));
        const own = {
          title: typeof variant.title === 'string' && variant.title ? variant.title : `${body.title} - ${Object.values(values).join(' / ')}`, description: null,
          price: minor(variant.price.amount), currency: String(variant.price.currency ?? body.price.currency), quantity: variant.inventory, status: 'ACTIVE' as const,
          attributes: { variationOf: product.id, variationValues: values, barcode: variant.barcode ?? null },
        };
        const same = held.find((h) => h.sku === variant.sku);
        // An unchanged inventory is not written again (a revise resends every variant).
        const { quantity, ...rest } = own;
        if (same) market.updateListing(same, same.quantity === quantity ? rest : own);
        else market.createListing(id, { sku: String(variant.sku).trim(), ...own });
      }
      for (const gone of held.filter((h) => !variants.some((v) => v.sku === h.sku))) market.updateListing(gone, { status: 'ENDED' });
    }
    ctx.status = existing ? 200 : 201;
    ctx.body = { product: productJson(product, market) };
  });

  /** The inventory and price a PATCH of a product or a variant asks for, or undefined once refused (422 sent). */
  function stockAndPrice(ctx: Context, body: Json): Partial<SandboxListing> | undefined {
    const changes: Partial<SandboxListing> = {};
    if ('inventory' in body) {
      if (!Number.isInteger(body.inventory) || body.inventory < 0) return void refuse(ctx, 422, [{ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' }]);
      changes.quantity = body.inventory;
    }
    if ('price' in body) {
      if (!body.price || !/^\d+(\.\d{1,2})?$/.test(String(body.price.amount)) || minor(body.price.amount) <= 0) return void refuse(ctx, 422, [{ field: 'price', code: 'invalid', message: 'Price must be greater than 0' }]);
      changes.price = minor(body.price.amount);
    }
    return changes;
  }

  router.patch('/api/v1/variants/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const variant = variantBySku(id, ctx.params.sku!);
    if (!variant) return refuse(ctx, 404, [{ code: 'not_found', message: `No variant with SKU ${ctx.params.sku}` }]);
    const changes = stockAndPrice(ctx, (ctx.request.body ?? {}) as Json);
    if (!changes) return;
    ctx.body = { variant: variantJson(market.updateListing(variant, changes)) };
  });

  router.patch('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = productBySku(id, ctx.params.sku!);
    if (!listing) return refuse(ctx, 404, [{ code: 'not_found', message: `No product with SKU ${ctx.params.sku}` }]);
    const body = (ctx.request.body ?? {}) as Json;
    if ('inventory' in body && listing.attributes.variesBy) return refuse(ctx, 422, [{ field: 'inventory', code: 'has_variants', message: 'This product is stocked per variant: change a variant\'s inventory (PATCH /api/v1/variants/{sku})' }]);
    const changes = stockAndPrice(ctx, body);
    if (!changes) return;
    if ('price' in body) changes.currency = String(body.price.currency ?? listing.currency);
    ctx.body = { product: productJson(market.updateListing(listing, changes), market) };
  });

  router.post('/api/v1/products/inventory', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const items = ((ctx.request.body ?? {}) as Json).items;
    if (!Array.isArray(items) || items.length < 1 || items.length > MAX_PAGE) return refuse(ctx, 422, [{ field: 'items', code: 'invalid', message: `Items must be a list of 1 to ${MAX_PAGE} {sku, inventory}` }]);
    // Each item on its own: one refused does not stop the others.
    ctx.body = {
      results: items.map((item: Json) => {
        const sku = typeof item?.sku === 'string' ? item.sku : '';
        const listing = sku ? market.listingBySku(id, sku) : undefined;
        if (!listing) return { sku, status: 'not_found', errors: [{ field: 'sku', code: 'not_found', message: `No product with SKU ${sku}` }] };
        if (listing.attributes.variesBy) return { sku, status: 'invalid', errors: [{ field: 'sku', code: 'has_variants', message: `${sku} is stocked per variant: send its variants' SKUs` }] };
        if (!Number.isInteger(item.inventory) || item.inventory < 0) return { sku, status: 'invalid', errors: [{ field: 'inventory', code: 'invalid', message: 'Inventory must be a whole number, 0 or more' }] };
        market.updateListing(listing, { quantity: item.inventory });
        return { sku, status: 'updated', inventory: item.inventory };
      }),
    };
  });

  router.delete('/api/v1/products/:sku', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const listing = productBySku(id, ctx.params.sku!);
    if (!listing) return refuse(ctx, 404, [{ code: 'not_found', message: `No product with SKU ${ctx.params.sku}` }]);
    for (const variant of variantsOf(market, listing)) market.updateListing(variant, { status: 'ENDED' });
    market.updateListing(listing, { status: 'ENDED' });
    ctx.status = 204;
  });

  router.get('/api/v1/products', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), MAX_PAGE);
    const all = market.listingsOf(id).filter((l) => !isVariant(l));
    const start = ctx.query.cursor ? all.findIndex((l) => l.id > String(ctx.query.cursor)) : 0;
    const page = start < 0 ? [] : all.slice(start, start + limit);
    const more = start >= 0 && start + limit < all.length;
    ctx.body = { products: page.map((p) => productJson(p, market)), next_cursor: more ? page[page.length - 1]!.id : null };
  });

  router.get('/api/v1/orders', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const limit = Math.min(Math.max(Number(ctx.query.limit) || 50, 1), MAX_PAGE);
    const after = /^\d+$/.test(String(ctx.query.cursor ?? '')) ? Number(ctx.query.cursor) : 0;
    const changed = market.ordersSince(id, after, limit + 1);
    const page = changed.slice(0, limit);
    ctx.body = { orders: page.map((o) => orderJson(o, market)), next_cursor: page.length ? String(page[page.length - 1]!.seq) : String(after), has_more: changed.length > limit };
  });

  router.post('/api/v1/orders/acknowledge', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const ids = ((ctx.request.body ?? {}) as Json).order_ids;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_PAGE || !ids.every((o) => typeof o === 'string' && o)) {
      return refuse(ctx, 422, [{ field: 'order_ids', code: 'invalid', message: `Order ids must be a list of 1 to ${MAX_PAGE} order ids` }]);
    }
    const found = ids.filter((orderId: string) => market.orderOf(id, orderId));
    for (const orderId of found) market.orderOf(id, orderId)!.acknowledged = true;
    ctx.body = { acknowledged: found, not_found: ids.filter((orderId: string) => !found.includes(orderId)) };
  });

  router.post('/api/v1/orders/:id/acknowledge', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, [{ code: 'not_found', message: `No order ${ctx.params.id}` }]);
    // Acknowledging is not a change buyers see: the order keeps its place in the feed.
    order.acknowledged = true;
    ctx.status = 204;
  });

  router.post('/api/v1/orders/:id/fulfillments', (ctx) => {
    const id = seller(ctx, market);
    if (!id) return;
    const order = market.orderOf(id, ctx.params.id!);
    if (!order) return refuse(ctx, 404, [{ code: 'not_found', message: `No order ${ctx.params.id}` }]);
    const body = (ctx.request.body ?? {}) as Json;
    const errors: Array<{ field: string; code: string; message: string }> = [];
    if (typeof body.tracking_number !== 'string' || !body.tracking_number) errors.push({ field: 'tracking_number', code: 'blank', message: 'Tracking number can\'t be blank' });
    if (typeof body.carrier !== 'string' || !body.carrier) errors.push({ field: 'carrier', code: 'blank', message: 'Carrier can\'t be blank' });
    const lineIds = Array.isArray(body.lines) ? body.lines.map((l: Json) => String(l.line_id)) : order.lines.map((l) => l.lineId);
    const unknown = lineIds.filter((lineId: string) => !order.lines.some((l) => l.lineId === lineId));
    if (unknown.length) errors.push({ field: 'lines', code: 'invalid', message: `Unknown line ${unknown.join(', ')}` });
    if (order.status === 'CANCELLED') errors.push({ field: 'order', code: 'cancelled', message: 'The order was cancelled' });
    if (errors.length) return refuse(ctx, 422, errors);
    // The same tracking number twice is one fulfilment (a retried call).
    if (!order.shipments.some((s) => s.trackingNumber === body.tracking_number)) {
      const shipments = [...order.shipments, { carrier: body.carrier, trackingNumber: body.tracking_number, shippedAt: String(body.shipped_at ?? new Date().toISOString()), lineIds }];
      const shippedAll = order.lines.every((l) => shipments.some((s) => s.lineIds.includes(l.lineId)));
      market.touchOrder(order, { shipments, status: shippedAll ? 'SHIPPED' : order.status });
    }
    ctx.status = 201;
    ctx.body = { fulfillment: { order_id: order.id, tracking_number: body.tracking_number, carrier: body.carrier } };
  });
}

registerSandboxModule({
  type: 'STORE',
  configure(market) {
    market.orderIdFor = (n) => `WS${String(1000 + n).padStart(6, '0')}`;
    market.listingUrlFor = (listing) => `https://sandbox-store.invalid/products/${encodeURIComponent(listing.sku.toLowerCase())}`;
  },
  routes,
});
