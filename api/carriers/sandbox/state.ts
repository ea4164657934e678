/**
 * What a sandbox carrier holds: the labels bought (voided, manifested), their tracking events, injected faults.
 * In memory: it is a simulator's state, not Sellyard data, and a restart of `npm start` starts it empty (labels
 * Sellyard stored keep their PDFs; only the sandbox's own tracking history is lost).
 */
import { FaultQueue } from '../../sandbox-kit/faults.ts';

export type { Fault } from '../../sandbox-kit/faults.ts';
export type SandboxTrackingStatus = 'IN_TRANSIT' | 'DELIVERED' | 'EXCEPTION';

export interface SandboxShipment {
  id: string;
  reference: string;
  trackingNumber: string;
  service: string;
  weightGrams: number;
  status: 'LABELLED' | 'VOIDED' | 'MANIFESTED';
  createdAt: string;
  manifest: string | null;
  shipTo: Record<string, unknown>;
  shipFrom: Record<string, unknown>;
  events: Array<{ at: string; status: SandboxTrackingStatus; description: string; location: string | null }>;
  format: 'pdf' | 'zpl';
  cost: number;
  /** The carrier account (API key) that bought it, where the carrier has accounts: its webhooks get the pushes. */
  account?: string;
}

/** A webhook registered with a sandbox carrier that pushes tracking (ShipEngine's `track`). */
export interface SandboxWebhook {
  id: string;
  account: string;
  event: string;
  url: string;
}

/** One push the sandbox made, exactly as sent (tests replay or alter it), with what the receiver answered. */
export interface SandboxDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number | null;
  error: string | null;
}

export type SandboxTrackingEvent = SandboxShipment['events'][number];

export class CarrierSandboxState extends FaultQueue {
  readonly shipments: SandboxShipment[] = [];
  readonly webhooks: SandboxWebhook[] = [];
  readonly deliveries: SandboxDelivery[] = [];
  /**
   * Set by a carrier whose real API pushes tracking: called after `_control/events` records an event, it sends the
   * event to the registered webhooks as the real carrier would (`origin`: the sandbox carrier's own URL prefix).
   */
  pushEvent?: (shipment: SandboxShipment, event: SandboxTrackingEvent, origin: string) => Promise<SandboxDelivery[]>;
  private counter = 0;

  next(): number {
    return ++this.counter;
  }

  byTracking(trackingNumber: string): SandboxShipment | undefined {
    return this.shipments.find((s) => s.trackingNumber === trackingNumber);
  }
}
