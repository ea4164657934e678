/**
 * Connecting eBay, Amazon, Shopify, Etsy and Wish channels by OAuth:
 *
 *   POST /api/sales-channels/:id/connect       issues a one-time `state` (valid 15 minutes, bound to the user who
 *                                             asked) and answers the marketplace's consent URL
 *   GET|POST /api/channel-connect/:provider   the callback the /settings/<provider>-connect pages pass on:
 *                                             `code` and `state` (Amazon also `selling_partner_id`; Shopify also
 *                                             `shop`, `timestamp` and `hmac`, verified with HMAC-SHA256)
 *
 * Only the state's SHA-256 is stored, in internal columns of the channel; completing the callback clears it in
 * the same statement that checks it, so a state works once. Etsy's OAuth uses PKCE: the connect step makes a
 * code verifier, sends its S256 challenge with the consent URL and keeps the verifier (internal, 15 minutes) for
 * the token exchange, which clears it. The token is then stored through the generic
 * service (which encrypts `credentials`) and the channel is moved to CONNECTED by its `verify` transition, so
 * permissions, versions and the status history are those of any other write.
 *
 * SANDBOX channels (environment SANDBOX) whose type has an adapter go through the sandbox marketplace for real:
 * the consent URL is its `_oauth/authorize` page (Shopify: the shop's install page, signed as Shopify signs it),
 * `simulated_callback` is where that page redirects (with a code
 * the sandbox issued), and the callback exchanges the code at the sandbox's token endpoint through the adapter
 * (`adapter.exchangeCode`), so the stored token is one the sandbox honours.
 *
 * SIMULATED otherwise: the authorisation code is exchanged for a made-up token here (`exchangeCode`), and outside
 * production the connect answer includes `simulated_callback`, the callback URL the marketplace would have
 * redirected to, so the flow can be completed in the demo.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { subject } from '@casl/ability';
import type { Model } from '../../../model/types.ts';
import { ApiError, fail, invalid } from '../../http/errors.ts';
import { callbackOrigin, requestOrigin } from '../../http/public-url.ts';
import type { Actor } from '../../crud/actor.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { Row } from '../../crud/repository.ts';
import type { ResourceService } from '../../crud/service.ts';
import { channelLabel } from './sales-channels.ts';
import type { RouteDoc } from '../../http/route-docs.ts';
import { adapterContext, adapterFor, registeredAdapterTypes, sandboxBaseUrl, sandboxEnabled, type ChannelRow } from '../../channels/index.ts';

type Provider = 'ebay' | 'amazon' | 'shopify' | 'etsy' | 'wish';
type Params = Record<string, string>;

const PROVIDER_TYPES: Record<Provider, string> = { ebay: 'EBAY', amazon: 'AMAZON', shopify: 'SHOPIFY', etsy: 'ETSY', wish: 'WISH' };
const STATE_LIFETIME_MS = 15 * 60_000;
/**
 * What Sellyard asks a Shopify shop for: products, inventory at its locations, orders and their fulfilment, and
 * its Shopify Payments payouts (settlements).
 */
const SHOPIFY_SCOPES = 'read_orders,write_orders,read_products,write_products,read_inventory,write_inventory,read_locations,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders,read_shopify_payments_payouts';
/** Outside production, Shopify callbacks are signed with this when SHOPIFY_API_SECRET is not set. */
export const DEMO_SHOPIFY_SECRET = 'sellyard-demo-shopify-secret';

const production = () => process.env.NODE_ENV === 'production';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url');
/** RFC 7636 S256: the challenge sent with the consent URL for a code verifier. */
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const usesPkce = (type: string) => registeredAdapterTypes().includes(type as never) && Boolean(adapterFor(type).pkce);

export function shopifySecret(): string {
  const secret = process.env.SHOPIFY_API_SECRET;
  if (secret) return secret;
  if (production()) throw new Error('SHOPIFY_API_SECRET is not set: Shopify callbacks cannot be verified.');
  return DEMO_SHOPIFY_SECRET;
}

/** Shopify's callback signature: HMAC-SHA256 (hex) of the other parameters, sorted, as `key=value` joined by `&`. */
export function shopifyHmac(params: Params, secret: string): string {
  const message = Object.keys(params).filter((k) => k !== 'hmac' && k !== 'signature').sort().map((k) => `${k}=${params[k]}`).join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

function verifyShopifyHmac(params: Params): void {
  const sent = Buffer.from(params.hmac ?? '', 'utf8');
  const expected = Buffer.from(shopifyHmac(params, shopifySecret()), 'utf8');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    invalid('/hmac', 'does not match the parameters: this callback was not signed by Shopify');
  }
}

/** Seller Central hosts where Amazon sellers give consent, by marketplace. */
function amazonConsentHost(marketplace: unknown): string {
  return marketplace === 'ATVPDKIKX0DER' ? 'sellercentral.amazon.com' : 'sellercentral-europe.amazon.com';
}

function consentUrl(provider: Provider, channel: Row, state: string, redirect: string, codeChallenge: string | undefined): string {
  const query = (values: Params) => new URLSearchParams(values).toString();
  switch (provider) {
    case 'ebay':
      return `https://auth.ebay.com/oauth2/authorize?${query({
        client_id: process.env.EBAY_CLIENT_ID ?? 'sellyard-demo', response_type: 'code', redirect_uri: redirect, state,
        scope: 'https://api.ebay.com/oauth/api_scope/sell.inventory https://api.ebay.com/oauth/api_scope/sell.fulfillment https://api.ebay.com/oauth/api_scope/sell.account https://api.ebay.com/oauth/api_scope/sell.finances',
      })}`;
    case 'amazon':
      return `https://${amazonConsentHost(channel.marketplace)}/apps/authorize/consent?${query({ application_id: process.env.AMAZON_APPLICATION_ID ?? 'amzn1.sp.solution.sellyard-demo', state, redirect_uri: redirect })}`;
    case 'etsy':
      return `https://www.etsy.com/oauth/connect?${query({
        response_type: 'code', client_id: process.env.ETSY_API_KEY ?? 'sellyard-demo', redirect_uri: redirect, state,
        scope: 'listings_r listings_w transactions_r transactions_w shops_r profile_r', code_challenge: codeChallenge ?? '', code_challenge_method: 'S256',
      })}`;
    case 'wish':
      return `https://merchant.wish.com/v3/oauth/authorize?${query({ client_id: process.env.WISH_CLIENT_ID ?? 'sellyard-demo', redirect_uri: redirect, state })}`;
    case 'shopify':
      return `https://${channel.shop_domain}/admin/oauth/authorize?${query({
        client_id: process.env.SHOPIFY_API_KEY ?? 'sellyard-demo', scope: SHOPIFY_SCOPES, redirect_uri: redirect, state,
      })}`;
  }
}

/** The callback a marketplace would send after consent: what the demo uses instead of the marketplace. */
function simulatedCallback(provider: Provider, channel: Row, state: string): string {
  const params: Params = { code: `sim-${token(18)}`, state };
  if (provider === 'amazon') params.selling_partner_id = `A${randomBytes(8).toString('hex').toUpperCase().slice(0, 13)}`;
  if (provider === 'shopify') {
    Object.assign(params, { shop: String(channel.shop_domain), timestamp: String(Math.floor(Date.now() / 1000)) });
    params.hmac = shopifyHmac(params, shopifySecret());
  }
  return `/settings/${provider}-connect?${new URLSearchParams(params).toString()}`;
}

/**
 * The sandbox marketplace's consent page. Shopify's is the shop's own install page (`/admin/oauth/authorize`,
 * naming the shop, since one sandbox holds every shop), which signs its redirect as Shopify does; the others
 * share the sandbox's generic `_oauth/authorize`.
 */
function sandboxConsentUrl(provider: Provider, channel: Row, state: string, redirect: string, codeChallenge?: string): string {
  const base = sandboxBaseUrl(String(channel.type));
  if (provider === 'shopify') {
    return `${base}/admin/oauth/authorize?${new URLSearchParams({ client_id: process.env.SHOPIFY_API_KEY ?? 'sellyard-demo', scope: SHOPIFY_SCOPES, redirect_uri: redirect, state, shop: String(channel.shop_domain) }).toString()}`;
  }
  const pkce: Record<string, string> = codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {};
  return `${base}/_oauth/authorize?${new URLSearchParams({ redirect_uri: redirect, state, ...pkce }).toString()}`;
}

/** Whether this channel connects through the sandbox marketplace's OAuth (see the file's comment). */
async function throughSandbox(knex: Knex, accountId: string, channelId: string): Promise<boolean> {
  const row = await knex('sales_channels').where({ account_id: accountId, id: channelId }).first('type', 'environment');
  if (!row || row.environment !== 'SANDBOX' || !sandboxEnabled()) return false;
  return registeredAdapterTypes().includes(row.type) && Boolean(adapterFor(row.type).exchangeCode);
}

async function exchangeThroughAdapter(row: Row, code: string, redirect: string, codeVerifier: string | undefined): Promise<Record<string, string>> {
  const { adapter, ctx } = adapterContext({ ...row, credentials: null } as ChannelRow, undefined);
  try {
    return await adapter.exchangeCode!(ctx, code, redirect, codeVerifier);
  } catch (error) {
    return invalid('/code', `was not accepted by ${channelLabel(row.type)}: ${error instanceof Error ? error.message : String(error)}. Start again from the sales channel`);
  }
}

/**
 * SIMULATED token exchange: a real connector would POST the code to the marketplace's token endpoint. Here any
 * non-empty code is accepted and a token of the provider's shape is made up; it grants nothing anywhere.
 */
export function exchangeCode(provider: Provider, params: Params): Record<string, string> {
  const now = Date.now();
  const obtained = new Date(now).toISOString();
  switch (provider) {
    case 'ebay':
      return {
        access_token: `v^1.1#i^1#sim#${token(48)}`, refresh_token: `v^1.1#i^1#r^1#sim#${token(48)}`, token_type: 'User Access Token',
        expires_at: new Date(now + 2 * 3600_000).toISOString(), refresh_token_expires_at: new Date(now + 547 * 86_400_000).toISOString(), obtained_at: obtained,
      };
    case 'amazon':
      return {
        refresh_token: `Atzr|sim-${token(64)}`, access_token: `Atza|sim-${token(64)}`, token_type: 'bearer',
        expires_at: new Date(now + 3600_000).toISOString(), selling_partner_id: params.selling_partner_id, obtained_at: obtained,
      };
    case 'shopify':
      return { access_token: `shpat_${randomBytes(16).toString('hex')}`, scope: SHOPIFY_SCOPES, shop: params.shop, obtained_at: obtained };
    case 'etsy': {
      const userId = String(10_000_000 + randomBytes(3).readUIntBE(0, 3));
      return { access_token: `${userId}.sim-${token(48)}`, refresh_token: `${userId}.sim-${token(48)}`, token_type: 'Bearer', expires_at: new Date(now + 3600_000).toISOString(), obtained_at: obtained };
    }
    case 'wish':
      return { access_token: randomBytes(16).toString('hex'), refresh_token: randomBytes(16).toString('hex'), merchant_id: randomBytes(12).toString('hex'), expires_at: new Date(now + 30 * 86_400_000).toISOString(), obtained_at: obtained };
  }
}

/** The callback's parameters as single strings, from the query (GET) or the JSON body (POST). */
function callbackParams(ctx: Context): Params {
  const source: unknown = ctx.method === 'GET' ? ctx.query : ctx.request.body ?? {};
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return invalid('', 'the body must be a JSON object');
  const params: Params = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string') invalid(`/${key}`, Array.isArray(value) ? 'is given more than once' : 'must be text');
    params[key] = value as string;
  }
  return params;
}

/** What each provider's callback must carry besides `state`, checked before the state is used up. */
function checkCallback(provider: Provider, params: Params): void {
  // Amazon calls the code `spapi_oauth_code`; accept its own name too.
  if (provider === 'amazon' && params.code === undefined && params.spapi_oauth_code !== undefined) params.code = params.spapi_oauth_code;
  if (!params.state) invalid('/state', 'is required: open this page from the marketplace\'s redirect');
  if (params.state.length > 200) invalid('/state', 'is not a state this app issued');
  if (params.error) return;
  if (!params.code || params.code.length > 2048) invalid('/code', 'is required: the marketplace sends it after you grant access');
  if (provider === 'amazon' && !/^[A-Z0-9]{8,20}$/.test(params.selling_partner_id ?? '')) invalid('/selling_partner_id', 'is required: Amazon sends the seller id with the code');
  if (provider === 'shopify') {
    if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(params.shop ?? '')) invalid('/shop', 'must be the shop\'s myshopify.com domain');
    verifyShopifyHmac(params);
  }
}

const CALLBACK_QUERY: RouteDoc['query'] = {
  code: { description: 'The authorisation code the marketplace sent.', required: true },
  state: { description: 'The `state` this API issued with the consent URL; single use, 15 minutes.', required: true },
  selling_partner_id: { description: 'Amazon: the seller id.' },
  shop: { description: 'Shopify: the shop\'s myshopify.com domain.' },
  timestamp: { description: 'Shopify: part of the signed query.' },
  hmac: { description: 'Shopify: HMAC-SHA256 of the other parameters.' },
  error: { description: 'Set by the marketplace when the merchant refused access.' },
};

export const channelConnectDocs: RouteDoc[] = [
  {
    method: 'post', path: '/api/sales-channels/:id/connect', tag: 'SalesChannel', summary: 'Start connecting a channel by OAuth',
    description: 'Issues a single-use `state` bound to the caller and answers the marketplace consent URL (for Etsy with a PKCE challenge). eBay, Amazon, Shopify, Etsy and Wish only. Outside production the answer carries `simulated_callback`.',
    responses: { 200: { description: '`{ state, expires_at, authorize_url, redirect_uri, simulated_callback? }`', schema: { type: 'object' } } },
    problems: [400, 403, 404],
  },
  ...(['get', 'post'] as const).map((method): RouteDoc => ({
    method, path: '/api/channel-connect/:provider', tag: 'SalesChannel', summary: 'Complete a channel connection (the OAuth callback)',
    description: '`provider` is ebay, amazon, shopify, etsy or wish. Checks and uses up the state, stores the token encrypted and moves the channel to CONNECTED. Parameters come in the query (GET) or as a JSON body (POST).',
    query: CALLBACK_QUERY,
    responses: { 200: { description: 'The connected sales channel (credentials never included).', schema: { $ref: '#/components/schemas/SalesChannel' } } },
    problems: [400, 403, 404, 409],
  })),
];

export function channelConnectRoutes(router: Router, knex: Knex, service: ResourceService, model: Model): void {
  const channels = model.entities.find((e) => e.name === 'sales-channel')!;

  router.post('/api/sales-channels/:id/connect', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    if (!isUuid(ctx.params.id)) fail('not_found', 'No sales channel with that id.');
    const channel = await service.get(actor, channels, ctx.params.id);
    if (!actor.ability.can('update', subject(channels.resource!, { ...channel }))) fail('forbidden', 'Your role may not connect this sales channel.');
    const provider = (Object.keys(PROVIDER_TYPES) as Provider[]).find((p) => PROVIDER_TYPES[p] === channel.type);
    if (!provider) invalid('/type', `${channelLabel(channel.type)} channels connect with API credentials entered on the channel, not by signing in`);

    const state = token(32);
    const expiresAt = new Date(Date.now() + STATE_LIFETIME_MS);
    const codeVerifier = usesPkce(String(channel.type)) ? token(32) : null;
    const codeChallenge = codeVerifier ? pkceChallenge(codeVerifier) : undefined;
    // Bookkeeping, not an edit: the version stays, so an edit form open on the channel can still be saved.
    await knex(channels.table).where({ account_id: channel.account_id, id: channel.id })
      .update({ connect_state_hash: sha256(state), connect_state_expires_at: expiresAt, connect_state_user_id: actor.user.id, connect_code_verifier: codeVerifier });
    const redirect = `${callbackOrigin(requestOrigin(ctx))}/settings/${provider}-connect`;
    if (await throughSandbox(knex, String(channel.account_id), String(channel.id))) {
      const authorize = sandboxConsentUrl(provider!, channel, state, redirect, codeChallenge);
      // The sandbox's consent page grants at once: follow it, as the merchant's browser would, for the callback.
      const consent = await fetch(authorize, { redirect: 'manual' });
      const location = new URL(String(consent.headers.get('location')));
      ctx.body = { state, expires_at: expiresAt.toISOString(), authorize_url: authorize, redirect_uri: redirect, simulated_callback: `${location.pathname}${location.search}` };
      return;
    }
    ctx.body = {
      state,
      expires_at: expiresAt.toISOString(),
      authorize_url: consentUrl(provider!, channel, state, redirect, codeChallenge),
      redirect_uri: redirect,
      ...(production() ? {} : { simulated_callback: simulatedCallback(provider!, channel, state) }),
    };
  });

  const callback = async (ctx: Context) => {
    const provider = ctx.params.provider as Provider;
    if (!(provider in PROVIDER_TYPES)) fail('not_found', `No connection callback for ${String(provider).slice(0, 40)}.`);
    const actor = ctx.state.actor as Actor;
    const params = callbackParams(ctx);
    checkCallback(provider, params);

    // Checked and used up in one statement: a state works once, for the user it was issued to, within its time.
    const [row] = await knex(channels.table)
      .where({ account_id: actor.accountId, connect_state_hash: sha256(params.state), connect_state_user_id: actor.user.id })
      .where('connect_state_expires_at', '>', new Date())
      .update({ connect_state_hash: null, connect_state_expires_at: null, connect_state_user_id: null })
      .returning(['id', 'type', 'shop_domain', 'account_id', 'name', 'marketplace', 'environment']);
    if (!row) invalid('/state', 'does not match a connection you started, or it expired (after 15 minutes) or was already used: start again from the sales channel');
    // The state is spent: its PKCE verifier is read once and wiped with it.
    const pending = await knex(channels.table).where({ account_id: row.account_id, id: row.id }).first('connect_code_verifier');
    if (pending?.connect_code_verifier) await knex(channels.table).where({ account_id: row.account_id, id: row.id }).update({ connect_code_verifier: null });
    const label = channelLabel(row.type);
    if (row.type !== PROVIDER_TYPES[provider]) invalid('/state', `was issued for a ${label} channel, not for ${channelLabel(PROVIDER_TYPES[provider])}`);
    if (params.error) invalid('/error', `${label} did not grant access (${[params.error, params.error_description].filter(Boolean).join(': ').slice(0, 300)}): start again from the sales channel`);
    if (provider === 'shopify' && params.shop !== row.shop_domain) invalid('/shop', `is not this channel's shop (${row.shop_domain})`);

    const credentials = (await throughSandbox(knex, String(row.account_id), String(row.id)))
      ? {
        ...await exchangeThroughAdapter(row, params.code, `${callbackOrigin(requestOrigin(ctx))}/settings/${provider}-connect`, pending?.connect_code_verifier ?? undefined),
        // Amazon names the seller in the callback, not in the token answer: every SP-API path needs it.
        ...(provider === 'amazon' ? { selling_partner_id: params.selling_partner_id } : {}),
      }
      : exchangeCode(provider, params);
    // Through the service: it checks the user may still update the channel, encrypts the token and keeps history.
    // An edit saved between reading and writing is retried once rather than failing the whole connection.
    for (let attempt = 1; ; attempt++) {
      const current = await service.get(actor, channels, row.id);
      try {
        await service.update(actor, channels, row.id, { credentials, version: current.version });
        break;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'version_conflict' && attempt < 2)) throw error;
      }
    }
    const updated = await service.get(actor, channels, row.id);
    ctx.body = updated.status === 'CONNECTED' ? updated : await service.transition(actor, channels, row.id, 'verify', {});
  };
  router.get('/api/channel-connect/:provider', callback);
  router.post('/api/channel-connect/:provider', callback);
}
