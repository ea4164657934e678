/**
 * The demo data of ROUTES.md: the platform, Acme Trading (every flag; managed by Northwind Partners), Globex
 * Retail (no flags), and a living back-office in each merchant account (taxes, locations, brands, products,
 * customers, suppliers, orders in every status). Seeded once, in one transaction, only into an empty database;
 * records go through the same service as API writes, so numbers, totals and history are real.
 * Deterministic: a seeded random generator, so every fresh start shows the same shop.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SecretBox } from '../crypto/secrets.ts';
import type { Model } from '../../model/types.ts';
import type { SessionUser } from '../../permissions/index.ts';
import { abilityFor } from '../crud/actor.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ResourceService } from '../crud/service.ts';
import { domainHooks } from '../domain/index.ts';
import type { Actor } from '../crud/actor.ts';
import type { Row } from '../crud/repository.ts';
import { AREA_SEEDERS, type SeedContext } from './areas.ts';

export const DEMO_PASSWORD = 'sellyard-demo';

/** mulberry32: small, fast, good enough for believable demo data, and repeatable. */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

/** A valid EAN-13 from a 12-digit body (GS1 check digit). */
function ean13(body: string): string {
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const PRODUCT_NAMES = [
  'Organic Cotton T-Shirt', 'Merino Wool Beanie', 'Waxed Canvas Tote', 'Bamboo Toothbrush (4 pack)', 'Enamel Camping Mug',
  'Cast Iron Skillet 26cm', 'Linen Tea Towel Set', 'Stainless Water Bottle 750ml', 'Beeswax Food Wraps', 'Ceramic Plant Pot',
  'Leather Card Holder', 'Wireless Charging Pad', 'USB-C Cable 2m', 'Noise-Cancelling Earbuds', 'Desk Lamp LED',
  'Yoga Mat Natural Rubber', 'Running Socks (3 pack)', 'Rain Jacket Packable', 'Wool Hiking Socks', 'Insulated Lunch Box',
  'Scented Soy Candle', 'Hand-Thrown Bowl', 'Recycled Notebook A5', 'Fountain Pen Starter Kit', 'Oak Chopping Board',
  'Glass Storage Jars (3)', 'Kids Wooden Puzzle', 'Dog Rope Toy', 'Bike Light Set', 'Picnic Blanket Waterproof',
];
const PEOPLE = ['Olivia Bennett', 'Harry Patel', 'Amelia Clarke', 'George Hughes', 'Isla Murphy', 'Jack Robinson',
  'Sophia Evans', 'Noah Walker', 'Emily Wright', 'Oscar Thompson', 'Ava Lewis', 'Leo Davies', 'Mia Turner', 'Arthur Hall'];
const TOWNS: Array<[string, string, string]> = [['Leeds', 'LS1 4DY', 'GB'], ['Bristol', 'BS1 5TR', 'GB'], ['Manchester', 'M1 2AB', 'GB'],
  ['Glasgow', 'G1 3SL', 'GB'], ['Cardiff', 'CF10 1EP', 'GB'], ['Dublin', 'D02 X285', 'IE'], ['Berlin', '10115', 'DE'], ['Lyon', '69002', 'FR']];
const SUPPLIERS = ['Northern Textiles Ltd', 'Pennine Ceramics', 'Greenleaf Packaging', 'Shenzhen Bright Electronics', 'Harbour Outdoor Goods'];
const BRANDS = [['Fieldcraft', 'FLD'], ['Hearth & Home', 'HTH'], ['Voltline', 'VLT'], ['Trailmark', 'TRM'], ['Little Oak', 'LOK']];

/**
 * The order statuses to show, with the transitions that reach each from DRAFT. SHIPPED and COMPLETED orders stop
 * at PAID here: only shipments ship an order, and the orders-finance seeder ships them (then completes the
 * COMPLETED ones) once the catalogue seeder has put their stock on the shelf. `planned_status` says which.
 */
const PATHS: Record<string, string[]> = {
  DRAFT: [], AWAITING_PAYMENT: ['submit'], PAID: ['submit', 'pay'], ON_HOLD: ['submit', 'pay', 'hold'],
  SHIPPED: ['submit', 'pay'], COMPLETED: ['submit', 'pay'], CANCELLED: ['submit', 'cancel'],
};

interface MerchantPlan { name: string; seed: number; orders: number; flags: string[]; partnerId?: string }

async function insertAccount(trx: Knex, values: Row): Promise<string> {
  const [row] = await trx('accounts').insert({ ...values, feature_flags: JSON.stringify(values.feature_flags ?? []) }).returning('id');
  return row.id;
}

async function insertUser(trx: Knex, accountId: string, email: string, name: string, role: string, permissions: string[], passwordHash: string): Promise<Row> {
  const [row] = await trx('users').insert({ account_id: accountId, email, name, role, permissions: JSON.stringify(permissions), status: 'ACTIVE', password_hash: passwordHash }).returning(['id', 'account_id', 'email', 'role']);
  return row;
}

function actorFor(user: Row, flags: string[], model: Model): Actor {
  const sessionUser: SessionUser = { id: String(user.id), email: String(user.email), role: String(user.role), accountId: String(user.account_id), permissions: [], flags, clientAccountIds: [] };
  return { user: sessionUser, ability: abilityFor(sessionUser, model), accountId: sessionUser.accountId };
}

async function seedMerchant(service: ResourceService, model: Model, actor: Actor, plan: MerchantPlan): Promise<SeedContext> {
  const rnd = random(plan.seed);
  const entity = (name: string) => model.entities.find((e) => e.name === name)!;
  const create = (name: string, body: Row) => service.create(actor, entity(name), body);

  const taxes: Row[] = [];
  const standard = await create('sales-tax', { name: 'Standard rate', code: 'STD', rate: 20, country: 'GB', kind: 'STANDARD', vat_box: 1, is_default: true });
  const reduced = await create('sales-tax', { name: 'Reduced rate', code: 'RED', rate: 5, country: 'GB', kind: 'REDUCED', vat_box: 1 });
  const zero = await create('sales-tax', { name: 'Zero rate', code: 'ZERO', rate: 0, country: 'GB', kind: 'ZERO', vat_box: 1 });
  taxes.push(standard, reduced, zero, await create('sales-tax', { name: 'Exempt', code: 'EXEMPT', rate: 0, kind: 'EXEMPT' }));

  // Currencies before the orders: each order keeps the exchange rate of its date (api/domain/finance/vat), so the
  // rates must exist when the demo's orders are written. GBP first: the account's own currency becomes its base.
  const acme = plan.name === 'Acme';
  const rateDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await create('currency', { code: 'GBP', name: 'Pound sterling' });
  await create('currency', { code: 'EUR', name: 'Euro', rate_to_base: acme ? 0.8523 : 0.85, rate_date: rateDate });
  await create('currency', { code: 'USD', name: 'US dollar', rate_to_base: acme ? 0.7912 : 0.79, rate_date: rateDate });
  if (acme) await create('currency', { code: 'PLN', name: 'Polish zloty', rate_to_base: 0.1953, rate_date: rateDate });

  const locations: Row[] = [];
  locations.push(await create('location', { name: 'Main warehouse', code: 'MAIN', type: 'OWN_WAREHOUSE', is_default: true, address: { line1: '4 Mill Lane', city: 'Leeds', postcode: 'LS9 8AB', country: 'GB' } }));
  locations.push(await create('location', { name: 'Shop floor', code: 'SHOP', type: 'STORE', address: { line1: '12 High Street', city: 'York', postcode: 'YO1 8QG', country: 'GB' } }));
  locations.push(await create('location', { name: 'Amazon FBA (UK)', code: 'FBA-UK', type: 'FBA' }));

  const brands: Row[] = [];
  for (const [name, code] of BRANDS) brands.push(await create('brand', { name, code, website: `https://${name.toLowerCase().replace(/[^a-z]/g, '')}.example` }));

  const products: Row[] = [];
  for (const [i, title] of PRODUCT_NAMES.entries()) {
    const retail = rnd.int(4, 90) * 100 - rnd.pick([0, 1, 5, 51]);
    products.push(await create('product', {
      sku: `${plan.name.slice(0, 2).toUpperCase()}-${String(1001 + i)}`,
      title,
      description: `<p>${title}: made to last, packed plastic-free.</p>`,
      brand_id: brands[i % brands.length].id,
      status: i % 11 === 10 ? 'DRAFT' : 'ACTIVE',
      retail_price: retail,
      cost_price: Math.round(retail * 0.45),
      tax_id: (i % 9 === 3 ? zero : i % 13 === 5 ? reduced : standard).id,
      weight_g: rnd.int(50, 2500),
      origin_country: rnd.pick(['GB', 'GB', 'CN', 'PT', 'IN']),
      barcodes: [{ type: 'EAN13', value: ean13(`50${String(plan.seed).padStart(4, '0').slice(-4)}${String(100000 + i).slice(-6)}`) }],
      images: [{ url: `https://images.example/${plan.seed}/${i + 1}.jpg`, position: 0, alt: title }],
    }));
  }

  const customers: Row[] = [];
  for (const [i, person] of PEOPLE.entries()) {
    const [city, postcode, country] = TOWNS[i % TOWNS.length];
    const business = i % 4 === 0;
    customers.push(await create('relationship', {
      type: 'CUSTOMER',
      code: `CUST${String(i + 1).padStart(3, '0')}`,
      name: person,
      company: business ? `${person.split(' ')[1]} & Co` : null,
      email: `${person.toLowerCase().replace(/ /g, '.')}@example.com`,
      phone: `+44 7700 900${String(100 + i).slice(-3)}`,
      currency: country === 'GB' ? 'GBP' : 'EUR',
      payment_terms_days: business ? 30 : 0,
      credit_limit: business ? 500000 : null,
      addresses: [{ kind: 'BOTH', is_default: true, name: person, line1: `${rnd.int(1, 120)} ${rnd.pick(['Station Road', 'Church Street', 'Park Avenue', 'Victoria Road'])}`, city, postcode, country }],
    }));
  }
  const suppliers: Row[] = [];
  for (const [i, name] of SUPPLIERS.entries()) {
    suppliers.push(await create('relationship', {
      type: 'SUPPLIER', code: `SUP${String(i + 1).padStart(3, '0')}`, name, company: name,
      email: `orders@${name.toLowerCase().replace(/[^a-z]/g, '')}.example`, currency: i === 3 ? 'USD' : 'GBP',
      lead_time_days: rnd.int(3, 45), payment_terms_days: 30,
      addresses: [{ kind: 'BILLING', is_default: true, line1: `Unit ${i + 3}, Riverside Park`, city: rnd.pick(['Sheffield', 'Stoke-on-Trent', 'Shenzhen', 'Hull']), country: i === 3 ? 'CN' : 'GB' }],
    }));
  }

  // Each product's usual supplier, one of those in the account's currency (their last prices and the products' cost
  // prices are in it); every seventh product has none, as in a real catalogue (never one the catalogue seeder makes
  // low, so what needs reordering has a supplier to order from). With the suppliers' lead times and the
  // stock levels' minimums (catalogue seeder) the Reorder screen has figures and suggestions from the start.
  const usualSuppliers = suppliers.filter((s) => s.currency === 'GBP');
  for (const [i, product] of products.entries()) {
    if (i % 7 === 5) continue;
    const usual = usualSuppliers[i % usualSuppliers.length];
    Object.assign(product, await service.update(actor, entity('product'), String(product.id), { version: product.version, supplier_id: usual.id }));
  }

  const statuses = Object.keys(PATHS);
  const orders = entity('sales-order');
  const createdOrders: Row[] = [];
  for (let i = 0; i < plan.orders; i++) {
    const status = i < statuses.length ? statuses[i] : rnd.pick(['COMPLETED', 'COMPLETED', 'SHIPPED', 'PAID', 'PAID', 'AWAITING_PAYMENT', 'DRAFT', 'CANCELLED', 'ON_HOLD']);
    const daysAgo = status === 'DRAFT' || status === 'AWAITING_PAYMENT' || status === 'PAID' ? rnd.int(0, 6) : rnd.int(0, 45);
    const lines = Array.from({ length: rnd.int(1, 4) }, () => {
      const product = rnd.pick(products);
      return { product_id: product.id, quantity: rnd.int(1, 5), unit_price: product.retail_price as number };
    });
    const order = await service.create(actor, orders, {
      customer_id: rnd.pick(customers).id,
      order_date: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
      channel_order_ref: i % 3 === 0 ? null : `${rnd.pick(['EBAY', 'AMZ', 'ETSY', 'WEB'])}-${100000 + rnd.int(0, 899999)}`,
      shipping_charge: rnd.pick([0, 0, 395, 495, 695]),
      order_discount: i % 7 === 0 ? 500 : 0,
      lines,
    });
    for (const step of PATHS[status]) await service.transition(actor, orders, String(order.id), step, {});
    createdOrders.push({ ...(await service.get(actor, orders, String(order.id))), planned_status: status });
  }
  return { service, model, actor, rnd, accountName: plan.name, flags: plan.flags, refs: { taxes, locations, brands, products, customers, suppliers, orders: createdOrders } };
}

/** Seeds the demo data if the database has no accounts yet; returns whether it did. */
/**
 * `secrets` must be the box the app uses, so seeded credentials stay readable by it. Without one (a throw-away
 * database) a random key is used: the demo states are right, the ciphertexts merely unreadable later.
 */
export async function seedDemoData(knex: Knex, model: Model, options: { orders?: number; secrets?: SecretBox } = {}): Promise<boolean> {
  const existing = await knex('accounts').count<{ n: number }[]>({ n: '*' });
  if (Number(existing[0].n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await knex.transaction(async (trx) => {
    // The service runs on the transaction: its own transactions become savepoints, and a failure undoes all.
    const service = new ResourceService(trx, model, domainHooks, options.secrets ?? new SecretBox(randomBytes(32)));
    const allFlags = model.flags.map((f) => f.name);
    const platform = await insertAccount(trx, { name: 'Sellyard Platform', kind: 'PLATFORM' });
    const northwind = await insertAccount(trx, { name: 'Northwind Partners', kind: 'PARTNER' });
    const acme = await insertAccount(trx, { name: 'Acme Trading', kind: 'MERCHANT', feature_flags: allFlags, partner_account_id: northwind });
    const globex = await insertAccount(trx, { name: 'Globex Retail', kind: 'MERCHANT' });

    await insertUser(trx, platform, 'admin@sellyard.test', 'Ada Admin', 'admin', [], passwordHash);
    const acmeOwner = await insertUser(trx, acme, 'owner@acme.test', 'Alice Acme', 'owner', [], passwordHash);
    await insertUser(trx, acme, 'staff@acme.test', 'Sam Staff', 'staff', ['products', 'orders'], passwordHash);
    const globexOwner = await insertUser(trx, globex, 'owner@globex.test', 'Grace Globex', 'owner', [], passwordHash);
    // Both demo merchants have a team, so neither shows the first-run checklist's "invite staff" (the dashboard).
    await insertUser(trx, globex, 'staff@globex.test', 'Gus Globex', 'staff', ['products', 'orders'], passwordHash);
    await insertUser(trx, northwind, 'partner@partner.test', 'Pat Partner', 'partner', ['products', 'orders', 'reports'], passwordHash);

    const merchants = [
      await seedMerchant(service, model, actorFor(acmeOwner, allFlags, model), { name: 'Acme', seed: 1701, orders: options.orders ?? 60, flags: allFlags }),
      await seedMerchant(service, model, actorFor(globexOwner, [], model), { name: 'Globex', seed: 4242, orders: options.orders ? Math.ceil(options.orders / 2) : 30, flags: [] }),
    ];
    // Each area of the product seeds its own records on top of the catalogue and orders (api/seed/areas.ts).
    for (const context of merchants) for (const seed of AREA_SEEDERS) await seed(context);
  });
  return true;
}
