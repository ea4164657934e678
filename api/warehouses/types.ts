/**
 * The one interface every warehouse-provider (3PL) adapter implements (api/warehouses/adapters/<provider>.ts), as
 * carrier adapters implement api/carriers/types.ts. The 3PL flows (hand an order off, read its shipments, read the
 * stock feed, send an ASN; api/domain/warehouses/sync.ts) talk only to this interface, never to a provider's
 * shapes, so adding a 3PL is one adapter and one sandbox module.
 *
 * Every method throws a ChannelError (api/channels/errors.ts) when the provider says no: `validation` with the
 * provider's own field names for what the merchant must change, `auth` for refused credentials, `rate_limit` /
 * `transient` for what may be retried unchanged (a retry of a hand-off or an ASN first looks it up by reference).
 */
import type { CarrierAddress } from '../carriers/types.ts';
import type { HttpClient } from '../channels/types.ts';

export type WarehouseProviderCode = 'MINTSOFT' | 'SHIPBOB';
export const WAREHOUSE_PROVIDERS: WarehouseProviderCode[] = ['MINTSOFT', 'SHIPBOB'];

/** A 3PL takes the same address a carrier does. */
export type WarehouseAddress = CarrierAddress;

export interface HandOffLine {
  sku: string;
  name: string;
  qty: number;
  /** Minor units, per unit. */
  unitPrice: number;
}

export interface HandOffRequest {
  /** Sellyard's reference (the order's number and the location's code): unique at the provider, looked up on retry. */
  reference: string;
  orderNumber: string;
  /** The provider's id of the warehouse (the location's `provider_warehouse_ref`), when it takes one. */
  warehouseRef: string | null;
  shipTo: WarehouseAddress;
  lines: HandOffLine[];
  currency: string;
  /** The order's shipping method, in words (the 3PL maps it to its own service). */
  shippingMethod: string | null;
}

export interface HandedOff {
  /** The provider's id of the order. */
  providerOrderId: string;
}

export interface WarehouseShipment {
  /** The provider's id of this shipment (unique per provider). */
  providerShipmentId: string;
  carrier: string;
  service: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string | null;
  /** What left in it, by SKU; null when the provider ships the whole order at once (Mintsoft despatches orders). */
  lines: Array<{ sku: string; qty: number }> | null;
}

/** What the provider made of a cancellation: cancelled now, or it was already cancelled (a retry). */
export interface CancelOutcome {
  alreadyCancelled: boolean;
}

/** A signed push from the provider, verified: which event (its id is unique per delivery) about which order. */
export interface WarehouseWebhookEvent {
  eventId: string;
  topic: string;
  providerOrderId: string | null;
  reference: string | null;
}

export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  /** The body exactly as it arrived (the signature covers these bytes). */
  rawBody: string;
  /** The signing secret Sellyard gave the provider when it subscribed. */
  secret: string;
  now?: Date;
}

export interface StockLine {
  sku: string;
  /** Units physically in the warehouse. */
  onHand: number;
}

export interface AsnRequest {
  /** Sellyard's reference for the notice (the ASN's number): looked up on retry. */
  reference: string;
  purchaseOrderNumber: string | null;
  warehouseRef: string | null;
  supplier: string | null;
  expectedDelivery: string | null;
  trackingNumber: string | null;
  lines: Array<{ sku: string; qty: number }>;
}

/** What an adapter knows of the provider account it works for. */
export interface WarehouseAccount {
  id: string;
  accountId: string;
  provider: WarehouseProviderCode;
  name: string;
  accountReference: string | null;
}

export interface WarehouseContext {
  provider: WarehouseAccount;
  credentials: Record<string, string>;
  /** The provider's live API, or this process's sandbox (…/sandbox/warehouses/<provider>). */
  baseUrl: string;
  http: HttpClient;
}

export interface WarehouseAdapter {
  provider: WarehouseProviderCode;
  /** The published reference the adapter is written against. */
  reference: string;
  liveBaseUrl(): string;
  /** A cheap authenticated call that proves the credentials (the provider screen's "Test connection"). */
  verify(ctx: WarehouseContext): Promise<void>;
  handOff(ctx: WarehouseContext, request: HandOffRequest): Promise<HandedOff>;
  /** The order an earlier attempt under this reference created, if the provider has it: asked before any retry. */
  findOrder(ctx: WarehouseContext, reference: string): Promise<HandedOff | null>;
  /** The order's shipments that have left the warehouse with tracking. */
  shipments(ctx: WarehouseContext, order: { providerOrderId: string; reference: string }): Promise<WarehouseShipment[]>;
  /** Every SKU's units at this warehouse (all of the account's warehouses when the provider has no per-warehouse feed). */
  stock(ctx: WarehouseContext, warehouseRef: string | null): Promise<StockLine[]>;
  /**
   * Cancels the order at the provider. Throws a `validation` ChannelError in the provider's words when it refuses
   * (already picked or shipped); an order the provider already cancelled is no refusal (a retry).
   */
  cancel(ctx: WarehouseContext, order: { providerOrderId: string; reference: string }): Promise<CancelOutcome>;
  /** Providers that push: subscribes `url` to the shipment topics, signed with `secret`; answers the subscription's id. */
  subscribeWebhooks?(ctx: WarehouseContext, subscription: { url: string; secret: string }): Promise<{ subscriptionId: string }>;
  /** Checks a push's signature (throws a `auth` ChannelError when it does not match) and reads what it is about. */
  verifyWebhook?(delivery: WebhookDelivery): WarehouseWebhookEvent;
  sendAsn(ctx: WarehouseContext, request: AsnRequest): Promise<{ providerReference: string }>;
  findAsn(ctx: WarehouseContext, request: AsnRequest): Promise<{ providerReference: string } | null>;
}
