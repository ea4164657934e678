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
}

export class CarrierSandboxState extends FaultQueue {
  readonly shipments: SandboxShipment[] = [];
  private counter = 0;

  next(): number {
    return ++this.counter;
  }

  byTracking(trackingNumber: string): SandboxShipment | undefined {
    return this.shipments.find((s) => s.trackingNumber === trackingNumber);
  }
}
