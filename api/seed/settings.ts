/**
 * Demo data of the settings area, for each merchant account: sales channels (between the two accounts, in every
 * connection state), document
 * templates, shipping carriers and methods, sales charges, payment methods (currencies are seeded with the orders, in demo.ts),
 * order rules, CSV schedules, warehouse provider types and providers, and payment cards (token and last 4 only).
 * Runs first: other areas list on the account's channels (`salesChannelsOf`).
 *
 * Credentials: the demo seeding service is built without the secret key (api/seed/demo.ts), so it cannot store
 * `x-secret` fields. Records are then seeded without credentials, and a channel or provider that may only be
 * CONNECTED / ACTIVE with credentials stays DISCONNECTED / INACTIVE (a channel shown ERROR stays so). When the
 * seeding service is given the key, the same code stores made-up credentials and reaches every state.
 */
import type { EntityModel } from '../../model/types.ts';
import type { Row } from '../crud/repository.ts';
import type { SeedContext } from './areas.ts';

type Create = (entity: string, body: Row) => Promise<Row>;

const entityOf = (context: SeedContext, name: string): EntityModel => context.model.entities.find((e) => e.name === name)!;

/** The account's sales channels (optionally of one type or status), by name: for other areas' seeders. */
export async function salesChannelsOf(context: SeedContext, where: { type?: string; status?: string } = {}): Promise<Row[]> {
  const filter = Object.fromEntries(Object.entries(where).filter(([, v]) => v !== undefined));
  const { rows } = await context.service.list(context.actor, entityOf(context, 'sales-channel'), { range: '[0,99]', sort: '["name","ASC"]', filter: JSON.stringify(filter) });
  return rows;
}

/**
 * Creates a record with its credentials when the seeding service can encrypt them, otherwise without; answers
 * whether they were stored.
 */
async function createWithSecret(create: Create, entity: string, body: Row, secretField: string, secret: unknown): Promise<{ row: Row; stored: boolean }> {
  try {
    return { row: await create(entity, { ...body, [secretField]: secret }), stored: true };
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('No secret key configured'))) throw error;
    return { row: await create(entity, body), stored: false };
  }
}

interface ChannelPlan { body: Row; status: 'CONNECTED' | 'TOKEN_EXPIRED' | 'ERROR' | 'DISCONNECTED'; credentials: Row }

function channelPlans(context: SeedContext): ChannelPlan[] {
  const [main, shop, fba] = context.refs.locations.map((l) => String(l.id));
  // Sandbox tokens (`sbx_`): the built-in sandbox marketplace takes an unknown one as a new seller's.
  const demo = (prefix: string) => `sbx_${prefix}-demo-${context.accountName.toLowerCase()}`;
  if (context.accountName === 'Acme') {
    return [
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'EBAY', name: 'Acme on eBay UK', marketplace: 'EBAY_GB', order_prefix: 'EB-', sync_price: true, location_priority: [main, shop] }, credentials: { access_token: demo('ebay-access'), refresh_token: demo('ebay-refresh') } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'AMAZON', name: 'Acme on Amazon UK', marketplace: 'A1F83G8C2ARO7P', order_prefix: 'AMZ-', location_priority: [fba, main] }, credentials: { access_token: demo('Atza'), refresh_token: demo('Atzr'), selling_partner_id: 'A2DEMOACME0001' } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'ETSY', name: 'Acme on Etsy', order_prefix: 'ETSY-', sync_price: true, location_priority: [main] }, credentials: { access_token: demo('etsy-access'), refresh_token: demo('etsy-refresh') } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'WISH', name: 'Acme on Wish', order_prefix: 'WSH-', location_priority: [main] }, credentials: { access_token: demo('wish-access'), refresh_token: demo('wish-refresh') } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'ONBUY', name: 'Acme on OnBuy', order_prefix: 'OB-', sync_price: true, location_priority: [main] }, credentials: { consumer_key: demo('onbuy-key'), secret_key: demo('onbuy-secret') } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'SHOPIFY', name: 'Acme Shopify', shop_domain: 'acme-trading.myshopify.com', order_prefix: 'SHOP-', sync_price: true, location_priority: [main, shop] }, credentials: { access_token: demo('shopify-access') } },
      { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'STORE', name: 'Acme web store', shop_domain: 'shop.acme-trading.example', order_prefix: 'WEB-', sync_price: true, location_priority: [shop, main] }, credentials: { api_token: demo('store') } },
    ];
  }
  return [
    { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'EBAY', name: 'Globex on eBay Germany', marketplace: 'EBAY_DE', order_prefix: 'GEB-', location_priority: [main] }, credentials: { access_token: demo('ebay-access'), refresh_token: demo('ebay-refresh') } },
    { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'AMAZON', name: 'Globex on Amazon UK', marketplace: 'A1F83G8C2ARO7P', order_prefix: 'GAZ-', location_priority: [fba, main] }, credentials: { access_token: demo('Atza'), refresh_token: demo('Atzr'), selling_partner_id: 'A2DEMOGLOBEX01' } },
    { status: 'ERROR', body: { environment: 'SANDBOX', type: 'ONBUY', name: 'Globex on OnBuy', order_prefix: 'GOB-', location_priority: [main] }, credentials: { consumer_key: demo('onbuy-key'), secret_key: demo('onbuy-secret') } },
    { status: 'CONNECTED', body: { environment: 'SANDBOX', type: 'STORE', name: 'Globex Retail online', shop_domain: 'www.globex-retail.example', order_prefix: 'GWEB-', brand_id: context.refs.brands[0]?.id ?? null, location_priority: [main, shop] }, credentials: { api_token: demo('store') } },
  ];
}

/** The transitions that take a new (DISCONNECTED) channel to each state, with and without stored credentials. */
function channelPath(status: ChannelPlan['status'], usable: boolean): string[] {
  if (!usable) return status === 'ERROR' ? ['fail'] : [];
  return { CONNECTED: ['verify'], TOKEN_EXPIRED: ['verify', 'expire'], ERROR: ['verify', 'fail'], DISCONNECTED: [] }[status];
}

async function seedChannels(context: SeedContext, create: Create): Promise<Row[]> {
  const entity = entityOf(context, 'sales-channel');
  const channels: Row[] = [];
  for (const plan of channelPlans(context)) {
    const needsCredentials = Object.keys(plan.credentials).length > 0;
    const { row, stored } = needsCredentials ? await createWithSecret(create, 'sales-channel', plan.body, 'credentials', plan.credentials) : { row: await create('sales-channel', plan.body), stored: false };
    // The seed connects sandbox channels as Sellyard itself would (no connection test against a server not yet up).
    const seeder = { ...context.actor, system: { job: 'demo seed' } };
    for (const step of channelPath(plan.status, stored)) await context.service.transition(seeder, entity, String(row.id), step, {});
    channels.push(row);
  }
  return channels;
}

const INVOICE_BODY = `<table style="width:100%;font-family:Helvetica,Arial,sans-serif;font-size:11pt">
<tr><td><img src="{{account.logo_url}}" alt="{{account.name}}" style="max-height:60px"></td><td style="text-align:right"><h1 style="margin:0">Invoice {{invoice.number}}</h1>Date: {{invoice.date}}<br>Order: {{order.number}} {{order.channel_order_ref}}</td></tr>
<tr><td><strong>Bill to</strong><br>{{bill_to}}</td><td><strong>Ship to</strong><br>{{ship_to}}</td></tr>
</table>
{{lines}}
<table style="width:40%;margin-left:60%;font-size:11pt">
<tr><td>Subtotal</td><td style="text-align:right">{{subtotal}}</td></tr>
<tr><td>Discount</td><td style="text-align:right">{{discount_total}}</td></tr>
<tr><td>Shipping</td><td style="text-align:right">{{shipping_total}}</td></tr>
<tr><td>VAT</td><td style="text-align:right">{{tax_total}}</td></tr>
<tr><td><strong>Total ({{currency}})</strong></td><td style="text-align:right"><strong>{{total}}</strong></td></tr>
</table>
{{tax_summary}}
<p style="font-size:9pt;color:#555">{{account.name}}, {{account.address}}. VAT number {{account.vat_number}}. {{#payment_method}}Paid by {{payment_method}}. {{/payment_method}}Page {{page}} of {{pages}}.</p>`;

const COMPACT_INVOICE_BODY = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:10pt">
<p><strong>{{account.name}}</strong> &middot; Invoice {{invoice.number}} &middot; {{invoice.date}}</p>
<p>{{customer.name}}<br>{{bill_to}}</p>
{{lines}}
<p style="text-align:right">Total {{total}} {{currency}} (VAT {{tax_total}})</p>
</div>`;

const PACKING_SLIP_BODY = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:11pt">
<h1 style="font-size:16pt">Packing slip &ndash; order {{order.number}}</h1>
<p><strong>Deliver to</strong><br>{{customer.name}}<br>{{ship_to}}</p>
<p>Shipping: {{shipping_method}} &middot; Tracking: {{shipment.tracking_number}}</p>
{{lines}}
<p>{{notes}}</p>
<p style="font-size:9pt">Thank you for shopping with {{account.name}}. Returns within 30 days: see the back of this slip.</p>
</div>`;

const CREDIT_NOTE_BODY = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:11pt">
<h1 style="font-size:16pt">Credit note {{credit_note.number}}</h1>
<p>Date: {{credit_note.date}} &middot; Order {{order.number}} &middot; Return {{return.rma_number}}</p>
<p>{{customer.name}}<br>{{bill_to}}</p>
<p>Reason: {{reason}}</p>
{{lines}}
<p style="text-align:right">Subtotal {{subtotal}}<br>VAT {{tax_total}}<br><strong>Credited {{total}} {{currency}}</strong></p>
</div>`;

const PURCHASE_ORDER_BODY = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:11pt">
<h1 style="font-size:16pt">Purchase order {{purchase_order.number}}</h1>
<table style="width:100%"><tr><td><strong>Supplier</strong><br>{{supplier.name}}<br>{{supplier.address}}<br>Your ref: {{supplier_ref}}</td>
<td><strong>Deliver to</strong><br>{{deliver_to}}<br>Expected: {{expected_date}}</td></tr></table>
{{lines}}
<p style="text-align:right">Net {{subtotal}} &middot; VAT {{tax_total}} &middot; <strong>Total {{total}} {{currency}}</strong></p>
<p style="font-size:9pt">Please quote our order number on every delivery note and invoice. {{account.name}}, {{account.address}}.</p>
</div>`;

async function seedTemplates(create: Create, accountName: string): Promise<void> {
  await create('template', { type: 'INVOICE', name: 'Standard invoice', body: INVOICE_BODY, is_default: true });
  if (accountName === 'Acme') await create('template', { type: 'INVOICE', name: 'Compact invoice (marketplace orders)', body: COMPACT_INVOICE_BODY });
  await create('template', { type: 'PACKING_SLIP', name: 'Packing slip', body: PACKING_SLIP_BODY });
  if (accountName === 'Acme') await create('template', { type: 'PACKING_SLIP', name: 'Packing slip (4x6 label)', body: PACKING_SLIP_BODY, paper_size: 'LABEL_4X6' });
  await create('template', { type: 'CREDIT_NOTE', name: 'Credit note', body: CREDIT_NOTE_BODY });
  await create('template', { type: 'PURCHASE_ORDER', name: 'Purchase order', body: PURCHASE_ORDER_BODY, orientation: 'PORTRAIT' });
}

async function seedShipping(create: Create, context: SeedContext): Promise<Record<string, Row>> {
  const standardTax = context.refs.taxes.find((t) => t.code === 'STD')?.id ?? null;
  // Acme's Royal Mail and DPD buy their labels from the built-in sandbox carriers (Click & Drop; DPD through
  // ShipEngine), with made-up keys; Globex's carriers record labels bought elsewhere.
  const acmeCarrier = context.accountName === 'Acme';
  const sandboxKey = (name: string) => `sbx_${name}-demo-${context.accountName.toLowerCase()}`;
  const royalMail = (await createWithSecret(create, 'shipping-carrier', {
    ...(acmeCarrier ? { provider: 'ROYAL_MAIL', environment: 'SANDBOX' } : {}),
    name: 'Royal Mail', code: 'ROYAL_MAIL', account_number: context.accountName === 'Acme' ? '0123456789' : '0987654321',
    tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking_number}',
    services: [
      { code: 'CRL2', name: '2nd Class', tracked: false, max_weight_g: 2000, transit_days: 3 },
      { code: 'CRL1', name: '1st Class', tracked: false, max_weight_g: 2000, transit_days: 1 },
      { code: 'TPN24', name: 'Tracked 24', tracked: true, max_weight_g: 20000, transit_days: 1 },
      { code: 'TPN48', name: 'Tracked 48', tracked: true, max_weight_g: 20000, transit_days: 2 },
      { code: 'MTK', name: 'International Tracked', tracked: true, international: true, max_weight_g: 2000, transit_days: 7 },
    ],
  }, 'credentials', acmeCarrier ? { api_key: sandboxKey('click-drop'), tracking_client_id: sandboxKey('rm-tracking'), tracking_client_secret: sandboxKey('rm-tracking-secret') } : null)).row;
  const express = context.accountName === 'Acme'
    ? (await createWithSecret(create, 'shipping-carrier', {
      name: 'DPD', code: 'DPD', tracking_url: 'https://track.dpd.co.uk/parcels/{tracking_number}', provider: 'SHIPENGINE', environment: 'SANDBOX',
      services: [{ code: 'NEXT_DAY', name: 'Next Day', tracked: true, max_weight_g: 30000, transit_days: 1 }, { code: 'SATURDAY', name: 'Saturday', tracked: true, max_weight_g: 30000, transit_days: 1 }],
    }, 'credentials', { api_key: sandboxKey('shipengine'), carrier_id: 'se-sandbox-dpd' })).row
    : await create('shipping-carrier', {
      name: 'DHL Express', code: 'DHL_EXPRESS', tracking_url: 'https://www.dhl.com/gb-en/home/tracking.html?tracking-id={tracking_number}',
      services: [{ code: 'DOMESTIC_EXPRESS', name: 'Domestic Express', tracked: true, transit_days: 1 }, { code: 'EXPRESS_WORLDWIDE', name: 'Express Worldwide', tracked: true, international: true, transit_days: 3 }],
    });
  // Acme's Evri buys its labels from the sandbox Evri (Routing and Label web service, api/carriers/adapters/evri.ts).
  const evri = acmeCarrier
    ? (await createWithSecret(create, 'shipping-carrier', {
      name: 'Evri', code: 'EVRI', provider: 'EVRI', environment: 'SANDBOX', delivered_by: 'EVRI', tracking_url: 'https://www.evri.com/track/parcel/{tracking_number}',
      services: [{ code: 'STANDARD', name: 'Standard', tracked: true, max_weight_g: 15000, transit_days: 3 }, { code: 'NEXT_DAY', name: 'Next Day', tracked: true, max_weight_g: 15000, transit_days: 1 }],
    }, 'credentials', { username: sandboxKey('evri-user'), password: sandboxKey('evri-password'), client_id: '10452', client_name: 'Acme Trading' })).row
    : null;
  const method = (name: string, carrier: Row, service_code: string, price: number, extra: Row = {}) =>
    create('shipping-method', { name, carrier_id: carrier.id, service_code, price, tax_id: standardTax, ...extra });
  const methods = {
    standard: await method('Standard UK (2-3 days)', royalMail, 'CRL2', 295, { free_over: 3000 }),
    tracked: await method('Tracked next working day', royalMail, 'TPN24', 495),
    express: context.accountName === 'Acme' ? await method('DPD next day', express, 'NEXT_DAY', 695) : await method('DHL next day', express, 'DOMESTIC_EXPRESS', 895),
    international: context.accountName === 'Acme' ? await method('International tracked', royalMail, 'MTK', 1295) : await method('DHL worldwide', express, 'EXPRESS_WORLDWIDE', 2495),
  };
  if (acmeCarrier) {
    // Acme's DPD account connected directly (DPD UK's own API, api/carriers/adapters/dpd.ts) on the sandbox DPD,
    // beside the DPD it reaches through ShipEngine: services are DPD's network codes by name (NEXT_DAY is 1^12).
    const dpdDirect = (await createWithSecret(create, 'shipping-carrier', {
      name: 'DPD UK (direct)', code: 'DPD_UK', provider: 'DPD', environment: 'SANDBOX', account_number: '1189900', delivered_by: 'DPD',
      tracking_url: 'https://track.dpd.co.uk/parcels/{tracking_number}',
      services: [
        { code: 'NEXT_DAY', name: 'Parcel Next Day', tracked: true, max_weight_g: 30000, transit_days: 1 },
        { code: 'TWO_DAY', name: 'Parcel Two Day', tracked: true, max_weight_g: 30000, transit_days: 2 },
        { code: 'SATURDAY', name: 'Parcel Saturday', tracked: true, max_weight_g: 30000, transit_days: 1 },
      ],
    }, 'credentials', { username: sandboxKey('dpd-user'), password: sandboxKey('dpd-password') })).row;
    await method('DPD two day (direct)', dpdDirect, 'TWO_DAY', 595);
    await method('Evri standard (2-3 days)', evri!, 'STANDARD', 345);
    // Parcelforce through ExpressLink on the sandbox Parcelforce; tracked by Royal Mail's Tracking API, as its items are.
    const parcelforce = (await createWithSecret(create, 'shipping-carrier', {
      name: 'Parcelforce', code: 'PARCELFORCE', provider: 'PARCELFORCE', environment: 'SANDBOX', delivered_by: 'PARCELFORCE', account_number: 'P876543',
      tracking_url: 'https://www.parcelforce.com/track-trace?trackNumber={tracking_number}',
      services: [
        { code: 'EXPRESS24', name: 'express24', tracked: true, max_weight_g: 30000, transit_days: 1 },
        { code: 'EXPRESS48', name: 'express48', tracked: true, max_weight_g: 30000, transit_days: 2 },
        { code: 'EXPRESSAM', name: 'expressAM', tracked: true, max_weight_g: 30000, transit_days: 1 },
      ],
    }, 'credentials', { username: sandboxKey('expresslink-user'), password: sandboxKey('expresslink-password'), contract_number: 'P876543', tracking_client_id: sandboxKey('rm-tracking'), tracking_client_secret: sandboxKey('rm-tracking-secret') })).row;
    await method('Parcelforce express48', parcelforce, 'EXPRESS48', 1195);
  }
  return methods;
}

async function seedMoney(create: Create, context: SeedContext): Promise<void> {
  const standardTax = context.refs.taxes.find((t) => t.code === 'STD')?.id ?? null;
  const acme = context.accountName === 'Acme';
  await create('sales-charge', { name: 'Gift wrap', type: 'FIXED', amount: acme ? 350 : 295, tax_id: standardTax });
  await create('sales-charge', { name: acme ? 'Card surcharge (business cards)' : 'Express handling', ...(acme ? { type: 'PERCENT', rate: 1.5 } : { type: 'FIXED', amount: 500, tax_id: standardTax }) });
  if (acme) await create('sales-charge', { name: 'Small order fee', type: 'FIXED', amount: 150, tax_id: standardTax, active: false });

  const methods: Array<[string, string, string, boolean?]> = acme
    ? [['Card', 'CARD', 'CARD'], ['PayPal', 'PAYPAL', 'PAYPAL'], ['Bank transfer', 'BACS', 'BANK'], ['eBay managed payments', 'EBAY', 'MARKETPLACE'], ['Amazon payments', 'AMAZON', 'MARKETPLACE'], ['Etsy Payments', 'ETSY', 'MARKETPLACE'], ['Cash (shop)', 'CASH', 'CASH'], ['Cheque', 'CHEQUE', 'BANK', false]]
    : [['Card', 'CARD', 'CARD'], ['PayPal', 'PAYPAL', 'PAYPAL'], ['Bank transfer', 'BANK', 'BANK'], ['Amazon payments', 'AMAZON', 'MARKETPLACE'], ['eBay managed payments', 'EBAY', 'MARKETPLACE']];
  for (const [name, code, type, active = true] of methods) await create('payment-method', { name, code, type, active });

  // Currencies are seeded with the orders (demo.ts): an order keeps the rate of its date, so they come first.
}

async function seedOrderRules(create: Create, context: SeedContext, shipping: Record<string, Row>, channels: Row[]): Promise<void> {
  const entity = entityOf(context, 'order-rule');
  // New rules are saved disabled; the reviewed ones are switched on as a second step, as a merchant would.
  const enable = async (rule: Row) => context.service.update(context.actor, entity, String(rule.id), { enabled: true, version: rule.version });
  const fba = context.refs.locations.find((l) => l.code === 'FBA-UK');
  if (context.accountName === 'Acme') {
    await enable(await create('order-rule', { name: 'Hold high-value orders for review', sequence: 10, conditions: [{ field: 'total', operator: 'GREATER_THAN', value: 50000 }], action: 'SET_STATUS', set_status: 'ON_HOLD' }));
    await enable(await create('order-rule', { name: 'Ship international orders tracked', sequence: 20, conditions: [{ field: 'ship_to_country', operator: 'NOT_IN', value: ['GB'] }], action: 'SET_SHIPPING_METHOD', shipping_method_id: shipping.international.id }));
    await enable(await create('order-rule', { name: 'Amazon-fulfilled (FBA) orders ship from FBA', sequence: 30, conditions: [{ field: 'channel_type', operator: 'EQUALS', value: 'AMAZON' }, { field: 'fulfilled_by', operator: 'EQUALS', value: 'MARKETPLACE' }], action: 'ASSIGN_LOCATION', location_id: fba?.id }));
    const ebay = channels.find((c) => c.type === 'EBAY');
    await create('order-rule', { name: 'Tag eBay gift orders', sequence: 40, conditions: [{ field: 'sales_channel_id', operator: 'EQUALS', value: ebay?.id }, { field: 'sku', operator: 'STARTS_WITH', value: 'AC-102' }], action: 'ADD_TAG', tag: 'gift-check' });
  } else {
    await enable(await create('order-rule', { name: 'Next day for UK orders over £100', conditions: [{ field: 'total', operator: 'GREATER_OR_EQUAL', value: 10000 }, { field: 'ship_to_country', operator: 'EQUALS', value: 'GB' }], action: 'SET_SHIPPING_METHOD', shipping_method_id: shipping.express.id }));
    await create('order-rule', { name: 'Tag OnBuy orders', conditions: [{ field: 'channel_type', operator: 'EQUALS', value: 'ONBUY' }], action: 'ADD_TAG', tag: 'onbuy' });
  }
}

async function seedCsvSchedules(create: Create, context: SeedContext): Promise<void> {
  const entity = entityOf(context, 'csv-schedule');
  const domain = context.accountName === 'Acme' ? 'acme-trading.example' : 'globex-retail.example';
  await create('csv-schedule', {
    name: 'Nightly product feed', entity: 'products', columns: ['sku', 'title', 'retail_price', 'currency', 'status', 'updated_at'], filter: { status: 'ACTIVE' },
    frequency: 'DAILY', time: '02:30', destination: { kind: 'EMAIL', emails: [`feeds@${domain}`] },
  });
  const orders = { entity: 'sales-orders', columns: ['number', 'order_date', 'customer_name', 'currency', 'subtotal', 'tax_total', 'total', 'status'], filter: { status: 'COMPLETED' } };
  if (context.accountName === 'Acme') {
    await createWithSecret(create, 'csv-schedule', {
      name: 'Weekly completed orders for the accountant', ...orders, frequency: 'WEEKLY', weekday: 'MONDAY', time: '07:00',
      destination: { kind: 'SFTP', host: `sftp.${domain}`, port: 22, username: 'sellyard', path: '/incoming/orders' },
    }, 'destination_secret', 'demo-sftp-password-not-real');
    const hourly = await create('csv-schedule', {
      name: 'Hourly stock to the web shop', entity: 'products', columns: ['sku', 'title', 'status'], frequency: 'HOURLY', time: '00:15',
      destination: { kind: 'WEBHOOK', url: `https://hooks.${domain}/sellyard/stock` },
    });
    await context.service.transition(context.actor, entity, String(hourly.id), 'pause', {});
  } else {
    await create('csv-schedule', { name: 'Monthly sales report', ...orders, frequency: 'MONTHLY', month_day: 1, time: '06:00', destination: { kind: 'EMAIL', emails: [`accounts@${domain}`, `owner@${domain}`] } });
  }
}

const PROVIDER_TYPES: Row[] = [
  { name: 'Mintsoft', code: 'MINTSOFT', integration: 'API', supports_asn: true, credential_fields: ['api_key'], website: 'https://www.mintsoft.co.uk' },
  { name: 'Peoplevoice', code: 'PEOPLEVOICE', integration: 'API', supports_asn: true, credential_fields: ['username', 'api_key'], website: 'https://www.peoplevoice.co.uk' },
  { name: 'ShipBob', code: 'SHIPBOB', integration: 'API', supports_asn: true, credential_fields: ['access_token', 'channel_id'], website: 'https://www.shipbob.com' },
  { name: 'Amazon Multi-Channel Fulfilment', code: 'AMAZON_MCF', integration: 'API', supports_asn: false, credential_fields: ['refresh_token', 'selling_partner_id'], website: 'https://supplychain.amazon.co.uk' },
  { name: 'Generic SFTP feed', code: 'SFTP_FEED', integration: 'SFTP', supports_asn: false, credential_fields: ['host', 'username', 'password'], notes: 'Orders out and stock back as CSV files on the warehouse\'s SFTP server.' },
];

async function seedWarehouses(create: Create, context: SeedContext): Promise<void> {
  const entity = entityOf(context, 'warehouse-provider');
  const types = new Map<string, Row>();
  for (const type of PROVIDER_TYPES) types.set(String(type.code), await create('warehouse-provider-type', type));
  const provider = async (body: Row, credentials: Row, path: string[]) => {
    const { row, stored } = await createWithSecret(create, 'warehouse-provider', body, 'credentials', credentials);
    if (stored) for (const step of path) await context.service.transition(context.actor, entity, String(row.id), step, {});
    return row;
  };
  // The Mintsoft and ShipBob providers are connected to the sandbox warehouses (api/warehouses/sandbox), each running
  // a third-party location (priority after the own warehouse), so `warehouses.sync` works on `npm start`.
  if (context.accountName === 'Acme') {
    const mintsoft = await provider({ name: 'Leeds 3PL (Mintsoft)', provider_type_id: types.get('MINTSOFT')!.id, account_reference: 'ACME-0042', environment: 'SANDBOX', orders_enabled: true, stock_enabled: true, asn_enabled: true }, { api_key: 'demo-mintsoft-key-not-real' }, ['activate']);
    // In the refs, so the catalogue seeder gives it a stock level per product (nothing on hand until the 3PL's feed says).
    context.refs.locations.push(await create('location', { name: 'Leeds 3PL', code: 'LEEDS-3PL', type: 'THIRD_PARTY', priority: 200, warehouse_provider_id: mintsoft.id, provider_warehouse_ref: '3', address: { line1: 'Unit 7, Cross Green Industrial Estate', city: 'Leeds', postcode: 'LS9 0SG', country: 'GB' } }));
    await provider({ name: 'Amazon MCF (UK)', provider_type_id: types.get('AMAZON_MCF')!.id, orders_enabled: true }, { refresh_token: 'Atzr|demo-not-real', selling_partner_id: 'A2DEMOACME0001' }, []);
  } else {
    const shipbob = await provider({ name: 'ShipBob Manchester', provider_type_id: types.get('SHIPBOB')!.id, account_reference: 'GLX-7781', environment: 'SANDBOX', orders_enabled: true, stock_enabled: true }, { access_token: 'demo-shipbob-token-not-real', channel_id: '100102' }, ['activate', 'fail']);
    context.refs.locations.push(await create('location', { name: 'ShipBob Manchester', code: 'SHIPBOB-MAN', type: 'THIRD_PARTY', priority: 200, warehouse_provider_id: shipbob.id, provider_warehouse_ref: '10', address: { line1: 'Trafford Park', city: 'Manchester', postcode: 'M17 1WA', country: 'GB' } }));
  }
}

async function seedCards(create: Create, context: SeedContext): Promise<void> {
  const year = new Date().getUTCFullYear();
  if (context.accountName === 'Acme') {
    await create('payment-card', { processor_token: 'pm_demoAcmeVisaPrimary', brand: 'VISA', last4: '4242', exp_month: 12, exp_year: year + 2, holder_name: 'Alice Acme', is_default: true });
    await create('payment-card', { processor_token: 'pm_demoAcmeMastercardBackup', brand: 'MASTERCARD', last4: '4444', exp_month: 6, exp_year: year + 1, holder_name: 'Acme Trading Ltd' });
  } else {
    await create('payment-card', { processor_token: 'pm_demoGlobexAmex', brand: 'AMEX', last4: '0005', exp_month: 9, exp_year: year + 3, holder_name: 'Grace Globex' });
  }
}

export async function seedSettings(context: SeedContext): Promise<void> {
  const create: Create = (name, body) => context.service.create(context.actor, entityOf(context, name), body);
  const channels = await seedChannels(context, create);
  await seedTemplates(create, context.accountName);
  const shipping = await seedShipping(create, context);
  await seedMoney(create, context);
  await seedOrderRules(create, context, shipping, channels);
  await seedCsvSchedules(create, context);
  await seedWarehouses(create, context);
  await seedCards(create, context);
}
