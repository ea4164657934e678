/**
 * Demo data of the catalogue and listings area: variation attributes and a jumper in four variants, stock levels
 * for every product at every location, a store category tree, eBay HTML templates, shipping templates for eBay,
 * Etsy and Wish, listings on every channel the account sells on in every status, listing import schedules with a
 * run history, and (where the account has the Golden Ticket flags) EU responsible persons and product labels.
 *
 * Runs after the sales-channel seeder: listings go on the account's existing channels, and a channel type the
 * account lacks is created here (disconnected) so every listing screen has records.
 */
import { createHash } from 'node:crypto';
import type { Row } from '../crud/repository.ts';
import type { SeedContext } from './areas.ts';
import { fillBackorders } from '../domain/orders/allocation.ts';
import { AllocationLog } from '../domain/orders/allocation-audit.ts';
import { recordStockMovement } from '../domain/stock/movements.ts';
import { registeredAdapterTypes } from '../channels/index.ts';
import { amazonPlaceOf, ebayPlaceOf } from './marketplace-categories.ts';

type Create = (entity: string, body: Row) => Promise<Row>;


const FALLBACK_CHANNELS: Record<string, Row> = {
  EBAY: { name: 'eBay UK', marketplace: 'EBAY_GB', order_prefix: 'EB-' },
  AMAZON: { name: 'Amazon UK', marketplace: 'A1F83G8C2ARO7P', order_prefix: 'AMZ-' },
  ETSY: { name: 'Etsy shop', order_prefix: 'ETSY-' },
  WISH: { name: 'Wish', order_prefix: 'WSH-' },
  ONBUY: { name: 'OnBuy', order_prefix: 'OB-' },
  STORE: { name: 'Web store', order_prefix: 'WEB-' },
};

async function channelsByType(context: SeedContext, create: Create): Promise<Map<string, Row>> {
  const entity = context.model.entities.find((e) => e.name === 'sales-channel')!;
  const { rows } = await context.service.list(context.actor, entity, { range: '[0,99]', sort: '["name","ASC"]' });
  const byType = new Map<string, Row>();
  for (const row of rows) {
    const type = String(row.type);
    // A connected channel of the type gets the listings, so the demo's go live.
    if (!byType.has(type) || (byType.get(type)!.status !== 'CONNECTED' && row.status === 'CONNECTED')) byType.set(type, row);
  }
  for (const [type, body] of Object.entries(FALLBACK_CHANNELS)) {
    if (!byType.has(type)) byType.set(type, await create('sales-channel', { type, ...body }));
  }
  return byType;
}

async function seedAttributes(create: Create): Promise<Record<string, Row>> {
  return {
    colour: await create('attribute', { name: 'Colour', values: ['Navy', 'Charcoal', 'Forest Green', 'Oatmeal'], channel_names: { EBAY: 'Colour', AMAZON: 'color', ETSY: 'Primary color' }, position: 0 }),
    size: await create('attribute', { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'], channel_names: { EBAY: 'Size', AMAZON: 'size', ETSY: 'Size' }, position: 1 }),
    material: await create('attribute', { name: 'Material', values: ['Lambswool', 'Organic cotton', 'Recycled polyester'], channel_names: { AMAZON: 'material' }, position: 2 }),
  };
}

/** A jumper sold in four variants, so the Variations screen and variant products have something to show. */
async function seedVariants(context: SeedContext, create: Create, attributes: Record<string, Row>): Promise<Row[]> {
  const prefix = context.accountName.slice(0, 2).toUpperCase();
  // Knitwear comes from the textile mill: the first supplier, in the account's currency.
  const mill = context.refs.suppliers.find((s) => s.currency === 'GBP')?.id ?? null;
  const parent = await create('product', { sku: `${prefix}-2001`, title: 'Lambswool Crew Jumper', kind: 'PARENT', retail_price: 7900, cost_price: 3100, brand_id: context.refs.brands[0].id, tax_id: context.refs.taxes[0].id, supplier_id: mill });
  const variants: Row[] = [parent];
  for (const [colour, size] of [['Navy', 'M'], ['Navy', 'L'], ['Charcoal', 'M'], ['Charcoal', 'L']]) {
    variants.push(await create('product', {
      sku: `${prefix}-2001-${colour.slice(0, 3).toUpperCase()}-${size}`, title: `Lambswool Crew Jumper, ${colour}, ${size}`, kind: 'VARIANT', parent_id: parent.id,
      retail_price: 7900, cost_price: 3100, brand_id: context.refs.brands[0].id, tax_id: context.refs.taxes[0].id, supplier_id: mill,
      attribute_values: [{ attribute_id: attributes.colour.id, value: colour }, { attribute_id: attributes.size.id, value: size }],
    }));
  }
  return variants;
}

/**
 * Every product at every location. Quantities are not fields of the stock level: each level's opening balance is
 * a COUNT movement ("opening balance"), so the ledger sums to on-hand from the start. The main warehouse also
 * holds what the orders shown as shipped will ship (the orders-finance seeder ships them); a few products run low.
 * The orders were paid before there was stock (all backordered): once the levels exist, the backorders are filled
 * from the default location, oldest first, as the backorder job does (so available never starts below zero).
 */
async function seedStock(context: SeedContext, create: Create, products: Row[]): Promise<void> {
  const { rnd } = context;
  const main = context.refs.locations.find((l) => l.is_default) ?? context.refs.locations[0];
  const toShip = new Map<string, number>();
  for (const order of context.refs.orders.filter((o) => ['SHIPPED', 'COMPLETED', 'PAID'].includes(String(o.planned_status ?? o.status)))) {
    // Shown-as-paid orders may ship a first unit in the demo (a partial shipment): their first line is covered.
    const lines = ((order.lines as Row[]) ?? []).slice(0, String(order.planned_status ?? order.status) === 'PAID' ? 1 : undefined);
    for (const line of lines) toShip.set(String(line.product_id), (toShip.get(String(line.product_id)) ?? 0) + Number(line.quantity));
  }
  const promised = new Set<string>();
  for (const order of context.refs.orders.filter((o) => o.status === 'PAID' || o.status === 'ON_HOLD')) {
    for (const line of (order.lines as Row[]) ?? []) promised.add(String(line.product_id));
  }
  const trx = context.service.knex;
  for (const [i, product] of products.entries()) {
    if (product.kind === 'PARENT') continue; // a parent is never stocked: its variants are
    for (const location of context.refs.locations) {
      const isMain = location.id === main.id;
      const minimum = isMain ? rnd.pick([5, 10, 10, 20]) : location.type === 'FBA' ? 5 : 2;
      // Every seventh product is low at the main warehouse (once its shipped orders have gone).
      // A 3PL's location holds what its stock feed reports: nothing until the first sync.
      const shelf = location.type === 'THIRD_PARTY' ? 0 : isMain ? (i % 7 === 3 ? rnd.int(0, minimum) : rnd.int(minimum + 5, 180)) : location.type === 'FBA' && i % 3 ? 0 : rnd.int(0, 40);
      const counted = shelf + (isMain ? toShip.get(String(product.id)) ?? 0 : 0);
      await create('stock-level', {
        product_id: product.id, location_id: location.id, minimum_level: minimum,
        bin: isMain ? `${String.fromCharCode(65 + (i % 6))}-${String(1 + (i % 12)).padStart(2, '0')}-${1 + (i % 4)}` : null,
      });
      await recordStockMovement(trx, context.actor, {
        accountId: context.actor.accountId, productId: String(product.id), locationId: String(location.id), counted, reason: 'COUNT', note: 'opening balance',
      });
    }
  }
  const log = new AllocationLog(context.actor, context.actor.accountId);
  for (const productId of promised) await fillBackorders(trx, context.actor.accountId, productId, String(main.id), log);
  await log.write(trx);
}

async function seedStoreCategories(create: Create): Promise<Row[]> {
  const clothing = await create('store-category', { name: 'Clothing', position: 0 });
  const home = await create('store-category', { name: 'Home & Kitchen', position: 1 });
  const outdoors = await create('store-category', { name: 'Outdoors', position: 2 });
  const tech = await create('store-category', { name: 'Tech & Gadgets', position: 3 });
  const tops = await create('store-category', { name: 'Tops & Knitwear', parent_id: clothing.id, position: 0 });
  const accessories = await create('store-category', { name: 'Accessories', parent_id: clothing.id, position: 1 });
  const kitchen = await create('store-category', { name: 'Kitchen', parent_id: home.id, position: 0 });
  await create('store-category', { name: 'Clearance', position: 9, visible: false, description: '<p>End-of-line items, while stocks last.</p>' });
  return [clothing, home, outdoors, tech, tops, accessories, kitchen];
}

async function seedTemplates(context: SeedContext, create: Create) {
  const brand = context.accountName === 'Acme' ? 'Acme Trading' : 'Globex Retail';
  const classic = await create('html-template', {
    name: 'Classic with gallery', is_default: true,
    html: `<div style="font-family: Arial, sans-serif; max-width: 960px; margin: auto">
  <header style="background: url('https://images.example/${context.accountName.toLowerCase()}/banner.jpg') no-repeat; padding: 24px">
    <img src="https://images.example/${context.accountName.toLowerCase()}/logo.png" alt="${brand}" height="48">
  </header>
  <h1>{{title}}</h1>
  <section class="gallery">{{images}}</section>
  <section class="description">{{description}}</section>
  <p>SKU {{sku}} · {{brand}}</p>
  <footer><p>Dispatched from Leeds within one working day. Questions? <a href="https://www.${context.accountName.toLowerCase()}.example/help">Visit our help pages</a>.</p></footer>
</div>`,
  });
  await create('html-template', { name: 'Minimal', html: '<h2>{{title}}</h2>\n{{description}}\n<p>Price: {{price}}</p>' });

  const ebayStandard = await create('shipping-template', {
    name: 'Royal Mail 2nd Class, free', channel: 'EBAY', is_default: true,
    settings: { handling_time_days: 1, domestic_options: [
      { carrier: 'Royal Mail', service: 'UK_RoyalMailSecondClassStandard', cost: 0, free_shipping: true },
      { carrier: 'Royal Mail', service: 'UK_RoyalMailFirstClassStandard', cost: 249, additional_cost: 100 },
    ] },
  });
  await create('shipping-template', {
    name: 'Express and international', channel: 'EBAY',
    settings: { handling_time_days: 1, domestic_options: [{ carrier: 'DPD', service: 'UK_OtherCourier24', cost: 695, additional_cost: 150 }],
      international_options: [
        { carrier: 'Royal Mail', service: 'UK_RoyalMailInternationalStandard', cost: 995, additional_cost: 300, ship_to: ['IE', 'FR', 'DE', 'NL', 'BE'] },
        { carrier: 'Royal Mail', service: 'UK_RoyalMailInternationalTracked', cost: 1595, additional_cost: 400, ship_to: ['WORLDWIDE'] },
      ] },
  });
  const etsy = await create('shipping-template', {
    name: 'UK and worldwide', channel: 'ETSY', is_default: true,
    settings: { origin_country: 'GB', origin_postcode: 'LS9 8AB', processing_days_min: 1, processing_days_max: 3, destinations: [
      { destination: 'GB', primary_cost: 295, secondary_cost: 100, delivery_days_min: 1, delivery_days_max: 3 },
      { destination: 'EU', primary_cost: 895, secondary_cost: 250, delivery_days_min: 4, delivery_days_max: 10 },
      { destination: 'EVERYWHERE', primary_cost: 1295, secondary_cost: 400, delivery_days_min: 7, delivery_days_max: 21 },
    ] },
  });
  const wish = await create('shipping-template', {
    name: 'Wish standard', channel: 'WISH', is_default: true,
    settings: { default_price: 499, country_overrides: [{ country: 'GB', price: 199 }, { country: 'IE', price: 299 }, { country: 'US', price: 899 }, { country: 'RU', enabled: false }] },
  });
  return { classic, ebayStandard, etsy, wish };
}

/**
 * Demo listings are created as drafts; the ones planned to sell are submitted, and the marketplace flow takes them
 * from there (the sandbox marketplace publishes them, or refuses them with its own messages) once the worker runs.
 * Nothing about their life on the marketplace (ids, pages, errors) is made up here.
 */
const SUBMITTED = ['ACTIVE', 'OUT_OF_STOCK', 'ERROR', 'SUBMITTING', 'ENDED'];

function channelFields(channel: string, i: number, product: Row, refs: { templates: Awaited<ReturnType<typeof seedTemplates>>; categories: Row[]; attributes: Record<string, Row>; brands: Row[] }): Row {
  const words = String(product.title).toLowerCase().replace(/[^a-z0-9 ]/g, '').split(' ').filter(Boolean);
  switch (channel) {
    case 'EBAY': {
      // The product's real eBay UK leaf category, with the item specifics it requires (marketplace-categories.ts).
      const place = ebayPlaceOf(String(product.title), (refs.brands.find((b) => b.id === product.brand_id)?.name as string | undefined) ?? null);
      return i === 2
        ? { ...place, format: 'AUCTION', duration: 'DAYS_7', condition: 'USED_VERY_GOOD', condition_description: 'Used twice, washed, no marks.' }
        : { ...place, format: 'FIXED_PRICE', duration: 'GTC', condition: 'NEW', best_offer: i % 3 === 0 };
    }
    case 'AMAZON':
      // One FBA listing (Amazon ships its orders and counts its stock); the others are merchant-fulfilled. The product
      // type and its required attributes: marketplace-categories.ts.
      return { ...amazonPlaceOf(String(product.title), (product.origin_country as string | null) ?? null), fulfillment_channel: i === 4 ? 'AFN' : 'MFN', ...(i % 2 ? { asin: demoAsin(String(product.sku)) } : {}) };
    case 'ETSY':
      return { who_made: i % 2 ? 'i_did' : 'someone_else', when_made: 'made_to_order', taxonomy_id: 1000 + i, tags: [...new Set(words.slice(0, 4).map((w) => w.slice(0, 20)))], materials: ['cotton'], shipping_template_id: refs.templates.etsy.id };
    case 'WISH':
      return { parent_sku: String(product.sku), tags: [...new Set(words.slice(0, 3))], enabled: true };
    case 'ONBUY':
      return { opc: `Q${(123456 + i * 7919).toString(36).toUpperCase()}`, condition: 'NEW', handling_time: 1, delivery_weight: 0.5 + i / 10 };
    case 'SHOPIFY':
      // Web-store fields (a Shopify shop takes STORE listings): the slug is the product's handle there.
      return { slug: String(product.title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), visible: true, meta_title: String(product.title).slice(0, 70) };
    default:
      return { category_ids: [refs.categories[i % refs.categories.length].id], slug: String(product.title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), visible: i !== 3 };
  }
}

/** The made-up ASIN of a demo product on Amazon's catalogue: the product's own, so two accounts' products never share one. */
const demoAsin = (sku: string) => `B0${createHash('sha256').update(sku).digest('hex').slice(0, 8).toUpperCase()}`;

/** Listings per channel, in order of status: most are live. */
const PLAN: Record<string, string[]> = {
  EBAY: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'OUT_OF_STOCK', 'ERROR', 'SUBMITTING', 'DRAFT', 'ENDED'],
  // The fifth is fulfilled by Amazon (FBA): live, its stock Amazon's (docs/fba.md).
  AMAZON: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ERROR', 'ACTIVE', 'OUT_OF_STOCK'],
  ETSY: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'DRAFT', 'ENDED'],
  WISH: ['ACTIVE', 'ACTIVE', 'ERROR', 'DRAFT'],
  ONBUY: ['ACTIVE', 'ACTIVE', 'SUBMITTING', 'DRAFT'],
  STORE: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'OUT_OF_STOCK', 'DRAFT'],
  // Only where the account has a Shopify shop (no channel is made up for it).
  SHOPIFY: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'OUT_OF_STOCK', 'DRAFT'],
};

async function seedListings(context: SeedContext, create: Create, channels: Map<string, Row>, refs: Parameters<typeof channelFields>[3]): Promise<void> {
  const listings = context.model.entities.find((e) => e.name === 'listing')!;
  const sellable = context.refs.products.filter((p) => p.status === 'ACTIVE');
  let offset = 0;
  for (const [channel, statuses] of Object.entries(PLAN)) {
    const salesChannel = channels.get(channel);
    if (!salesChannel) continue;
    // The listing follows its channel's rules: a Shopify shop carries web-store listings.
    const listingChannel = channel === 'SHOPIFY' ? 'STORE' : channel;
    // Globex sells on fewer channels and lists fewer products.
    const plan = context.accountName === 'Acme' ? statuses : statuses.filter((_, n) => n % 2 === 0);
    for (const [i, status] of plan.entries()) {
      const product = sellable[(offset + i * 3) % sellable.length];
      const title = String(product.title);
      const listing = await create('listing', {
        product_id: product.id, sales_channel_id: salesChannel.id, channel: listingChannel,
        title: channel === 'EBAY' ? `${title} - ${context.accountName === 'Acme' ? 'Free UK P&P' : 'Fast dispatch'}`.slice(0, 80) : title,
        price: channel === 'EBAY' && i === 2 ? 999 : Math.round(Number(product.retail_price) * (channel === 'AMAZON' ? 1.1 : 1)),
        quantity_rule: channel === 'EBAY' && i === 2 ? { type: 'FIXED', value: 1 } : channel === 'AMAZON' ? { type: 'MAX', value: 50 } : { type: 'PERCENT', value: i % 2 ? 80 : 100 },
        channel_fields: channelFields(channel, i, product, refs),
      });
      // Only through a connected channel that Sellyard can talk to: the others keep their drafts.
      if (SUBMITTED.includes(status) && salesChannel.status === 'CONNECTED' && registeredAdapterTypes().includes(salesChannel.type as never)) {
        await context.service.transition(context.actor, listings, String(listing.id), 'submit', {});
      }
    }
    offset += 5;
  }
}

async function seedImportSchedules(context: SeedContext, create: Create, channels: Map<string, Row>): Promise<void> {
  const schedules = context.model.entities.find((e) => e.name === 'listing-import-schedule')!;
  await create('listing-import-schedule', { sales_channel_id: channels.get('EBAY')!.id, interval: 'DAILY', match_by: 'SKU' });
  await create('listing-import-schedule', { sales_channel_id: channels.get('AMAZON')!.id, interval: 'EVERY_6_HOURS', match_by: 'BARCODE', create_missing_products: true });
  const etsy = await create('listing-import-schedule', { sales_channel_id: channels.get('ETSY')!.id, interval: 'WEEKLY', match_by: 'SKU' });
  await context.service.transition(context.actor, schedules, String(etsy.id), 'pause', {});
  // No run history is seeded: what the schedules show is what their jobs ran.
}

async function seedResponsiblePersons(context: SeedContext, create: Create, products: Row[]): Promise<void> {
  const manufacturer = await create('responsible-person', {
    name: 'Fieldcraft Europe GmbH', role: 'AUTHORISED_REPRESENTATIVE', email: 'gpsr@fieldcraft-europe.example', phone: '+49 30 1234567',
    address: { line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' },
  });
  const importer = await create('responsible-person', {
    name: 'Acme EU Imports B.V.', role: 'IMPORTER', email: 'safety@acme-eu.example', contact_url: 'https://acme-eu.example/product-safety',
    address: { line1: 'Wilhelminakade 91', city: 'Rotterdam', postcode: '3072 AP', country: 'NL' },
  });
  const fulfilment = await create('responsible-person', {
    name: 'EuroFulfil Logistics Ltd', role: 'FULFILMENT_SERVICE_PROVIDER', contact_url: 'https://eurofulfil.example/contact',
    address: { line1: 'Unit 4, Baldonnell Business Park', city: 'Dublin', postcode: 'D22 X2Y3', country: 'IE' },
  });
  const productEntity = context.model.entities.find((e) => e.name === 'product')!;
  for (const [i, product] of products.slice(0, 20).entries()) {
    const fresh = await context.service.get(context.actor, productEntity, String(product.id));
    const ids = i % 4 === 0 ? [manufacturer.id, importer.id, fulfilment.id] : i % 2 ? [importer.id] : [manufacturer.id, importer.id];
    await context.service.update(context.actor, productEntity, String(product.id), {
      version: fresh.version, responsible_person_ids: ids,
      safety_warnings: fresh.safety_warnings ?? (i % 3 === 0 ? 'Keep away from fire. Not suitable for children under 3 years: small parts.' : null),
    });
  }
}

/** A one-page PDF with a line of text: just enough structure for any viewer. */
function tinyPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1').toString('base64');
}

/** 1×1 images: the label screens show name, type and size, not the picture. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TINY_JPEG = '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=';

async function seedLabels(context: SeedContext, create: Create, products: Row[]): Promise<void> {
  const labels = context.model.entities.find((e) => e.name === 'product-label')!;
  const warnings = await create('product-label', { file: tinyPdf('Safety information - Fieldcraft knitwear'), file_name: 'fieldcraft-knitwear-safety.pdf', languages: ['en', 'de', 'fr'], product_ids: products.slice(0, 6).map((p) => p.id) });
  const kitchen = await create('product-label', { file: tinyPdf('Food contact: dishwasher safe, not for microwave'), file_name: 'kitchen-food-contact.pdf', languages: ['en', 'nl'], product_ids: products.slice(5, 10).map((p) => p.id) });
  const toy = await create('product-label', { file: TINY_PNG, file_name: 'ce-mark-toy-label.png', languages: ['en'], product_ids: [products[26].id] });
  const blurry = await create('product-label', { file: TINY_JPEG, file_name: 'charger-label-photo.jpg', languages: ['en', 'de'], product_ids: [products[11].id], rejection_reason: 'Photo is blurred: the CE mark and address cannot be read. Upload the printer\'s PDF instead.' });
  await create('product-label', { file: TINY_PNG, file_name: 'bike-light-battery-warning.png', languages: ['en', 'fr', 'es'], product_ids: [products[28].id] });
  for (const label of [warnings, kitchen, toy]) await context.service.transition(context.actor, labels, String(label.id), 'accept', {});
  await context.service.transition(context.actor, labels, String(blurry.id), 'reject', {});
}

export async function seedCatalogue(context: SeedContext): Promise<void> {
  const create: Create = (name, body) => context.service.create(context.actor, context.model.entities.find((e) => e.name === name)!, body);
  const attributes = await seedAttributes(create);
  const variants = await seedVariants(context, create, attributes);
  const products = [...context.refs.products, ...variants];
  await seedStock(context, create, products);
  const categories = await seedStoreCategories(create);
  const templates = await seedTemplates(context, create);
  const channels = await channelsByType(context, create);
  await seedListings(context, create, channels, { templates, categories, attributes, brands: context.refs.brands });
  await seedImportSchedules(context, create, channels);
  // Golden Ticket data only where the account has the flags: elsewhere the API refuses it (api/domain/catalogue/gpsr.ts).
  const flags = new Set(context.flags);
  if (flags.has('goldenTicket') && flags.has('responsiblePerson')) await seedResponsiblePersons(context, create, context.refs.products);
  if (flags.has('goldenTicket') && flags.has('productLabel')) await seedLabels(context, create, context.refs.products);
}
