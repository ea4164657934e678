/**
 * The one interface every carrier adapter implements (api/carriers/adapters/<provider>.ts), as the marketplace
 * adapters implement api/channels/types.ts. Shipping flows (buy a label, void it, manifest, tracking) talk only to
 * this interface, never to a carrier's shapes, so adding a carrier is one adapter and one sandbox module.
 *
 * Weights are grams and lengths millimetres, money minor units with its ISO currency, as everywhere in Sellyard;
 * adapters convert to the carrier's own units (kilograms, centimetres, "12.50"). Every method throws a ChannelError
 * (api/channels/errors.ts: the same HTTP client and the same error kinds) when the carrier says no: `validation`
 * with the carrier's own field names for what the merchant must change, `rate_limit`/`transient` for what may be
 * retried unchanged.
 */
import type { HttpClient } from '../channels/types.ts';

export type CarrierProvider = 'ROYAL_MAIL' | 'SHIPENGINE' | 'DPD' | 'EVRI' | 'PARCELFORCE';
export const CARRIER_PROVIDERS: CarrierProvider[] = ['ROYAL_MAIL', 'SHIPENGINE', 'DPD', 'EVRI', 'PARCELFORCE'];

export type LabelFormat = 'PDF' | 'ZPL';

export interface CarrierAddress {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
  email?: string | null;
}

export interface Parcel {
  weightGrams: number;
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
}

export interface LabelRequest {
  /**
   * Sellyard's reference for the purchase (the shipment's number plus the attempt's key): sent as the carrier's
   * idempotency key where it takes one, and as the reference a retry looks the label up by where it does not.
   */
  reference: string;
  serviceCode: string;
  shipFrom: CarrierAddress;
  shipTo: CarrierAddress;
  parcels: Parcel[];
  /** What the goods are worth (customs, compensation), minor units. */
  value: number;
  currency: string;
  /** The format wanted first; a carrier that also gives ZPL returns it beside the PDF. */
  format: LabelFormat;
}

export interface BoughtLabel {
  /** The carrier's own id for the label or order (to void, track, manifest). */
  carrierReference: string;
  trackingNumber: string;
  /** The label as a PDF (4×6). */
  pdf: Buffer;
  /** The label in ZPL, where the carrier offers it. */
  zpl?: Buffer | null;
  /** What the carrier charged, minor units; null when the carrier's answer does not say. */
  cost: number | null;
  currency: string | null;
}

export interface Rate {
  serviceCode: string;
  serviceName: string;
  /** Minor units. */
  amount: number;
  currency: string;
  transitDays: number | null;
}

export type TrackingStatus = 'LABEL_CREATED' | 'IN_TRANSIT' | 'DELIVERED' | 'EXCEPTION';

export interface TrackingEvent {
  /** ISO time the carrier recorded the event. */
  at: string;
  status: TrackingStatus;
  description: string;
  location: string | null;
}

export interface Manifest {
  reference: string;
  /** The manifest document (PDF) where the carrier gives one. */
  pdf: Buffer | null;
}

/** What an adapter knows of the carrier account it works for. */
export interface CarrierAccount {
  id: string;
  accountId: string;
  provider: CarrierProvider;
  name: string;
  accountNumber: string | null;
}

export interface CarrierContext {
  carrier: CarrierAccount;
  credentials: Record<string, string>;
  /** The carrier's live API, or this process's sandbox (…/sandbox/carriers/<provider>). */
  baseUrl: string;
  http: HttpClient;
}

/** An inbound push as it reached Sellyard: the raw body (signatures are over the bytes) and its headers. */
export interface InboundPush {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What a verified push says: the parcel it is about and its events (the same shape the poll reads). */
export interface TrackingPush {
  /** The carrier's id for this delivery where it gives one, else a digest of what the push says (replays match). */
  eventId: string;
  trackingNumber: string;
  events: TrackingEvent[];
}

/**
 * Tracking pushed by the carrier, where its published API has it (ShipEngine's `track` webhooks). Carriers without
 * one are polled only (`carriers.track`); the poll stays the fallback for those that push.
 */
export interface CarrierWebhooks {
  /** Makes sure the carrier sends tracking to `url` (a look-up first: registering twice would push twice). */
  register(ctx: CarrierContext, url: string): Promise<{ webhookId: string; created: boolean }>;
  /**
   * Proves the push came from the carrier (its signature over the raw body), or throws a WebhookRefusal naming
   * what was wrong. `now` is injectable for tests of stale timestamps.
   */
  verify(ctx: CarrierContext, push: InboundPush, now?: number): Promise<void>;
  /** Reads a verified push; throws WebhookRefusal when the body is not a tracking push of the published shape. */
  read(body: unknown): TrackingPush;
}

/** A push refused before anything was applied: `status` 400 (malformed or stale) or 401 (not signed by the carrier). */
export class WebhookRefusal extends Error {
  constructor(readonly status: 400 | 401, message: string, readonly pointer: string) {
    super(message);
  }
}

export interface CarrierAdapter {
  provider: CarrierProvider;
  /** The published reference the adapter is written against. */
  reference: string;
  liveBaseUrl(): string;
  /** Label formats the carrier gives (PDF always; ZPL where offered). */
  formats: LabelFormat[];
  /** A cheap authenticated call that proves the credentials (the carrier screen's "Test connection"). */
  verify(ctx: CarrierContext): Promise<void>;
  quote(ctx: CarrierContext, request: Omit<LabelRequest, 'reference' | 'format'>): Promise<Rate[]>;
  buyLabel(ctx: CarrierContext, request: LabelRequest): Promise<BoughtLabel>;
  /**
   * The label an earlier attempt with this reference bought, if the carrier has it (a timeout or 5xx may hide a
   * purchase that went through): called before every retry, so a retry never buys twice.
   */
  findLabel(ctx: CarrierContext, reference: string): Promise<BoughtLabel | null>;
  voidLabel(ctx: CarrierContext, carrierReference: string): Promise<void>;
  /** End of day: hands the day's labels to the carrier's collection. */
  manifest(ctx: CarrierContext, carrierReferences: string[]): Promise<Manifest>;
  tracking(ctx: CarrierContext, label: { carrierReference: string; trackingNumber: string }): Promise<TrackingEvent[]>;
  /** Tracking webhooks, where the carrier publishes them. */
  webhooks?: CarrierWebhooks;
}
