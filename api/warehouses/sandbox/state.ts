/**
 * What a sandbox warehouse holds: its catalogue and units per SKU, the orders handed to it and their shipments, the
 * ASNs / receiving orders sent to it, and injected faults. In memory: a simulator's state, not Sellyard data, so a
 * restart of `npm start` starts it empty (Sellyard's own records stay).
 */
import { FaultQueue } from '../../sandbox-kit/faults.ts';

export type { Fault } from '../../sandbox-kit/faults.ts';
export interface SandboxLine { sku: string; name: string | null; qty: number }

export interface SandboxShipment {
  id: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  lines: Array<{ sku: string; qty: number }>;
}

export interface SandboxOrder {
  id: number;
  reference: string;
  orderNumber: string | null;
  warehouseId: number | null;
  /** PICKED: the warehouse has started on it (`_control/pick`), so it can no longer be cancelled. */
  status: 'NEW' | 'PICKED' | 'DESPATCHED' | 'CANCELLED';
  /** A split's original order (Mintsoft's part-despatch makes a new order of the items that leave first). */
  parentId?: number;
  recipient: Record<string, unknown>;
  lines: SandboxLine[];
  shipments: SandboxShipment[];
  createdAt: string;
}

export interface SandboxAsn {
  id: number;
  reference: string;
  warehouseId: number | null;
  supplier: string | null;
  expected: string | null;
  lines: Array<{ sku: string; qty: number }>;
  status: string;
  createdAt: string;
}

/** A webhook subscription made through the provider's API, and what was pushed to it. */
export interface SandboxSubscription { id: string; url: string; topics: string[]; secret: string; createdAt: string }
export interface SandboxDelivery { eventId: string; topic: string; url: string; headers: Record<string, string>; body: string; status: number | null; error: string | null }

export class WarehouseSandboxState extends FaultQueue {
  readonly orders: SandboxOrder[] = [];
  readonly subscriptions: SandboxSubscription[] = [];
  readonly deliveries: SandboxDelivery[] = [];
  readonly asns: SandboxAsn[] = [];
  /** SKU (as the provider keys it) → {inventory id, name, units on hand}. */
  readonly stock = new Map<string, { id: number; name: string; onHand: number }>();
  /** Every request that reached the provider's own endpoints (method and path), for tests that count calls. */
  readonly calls: Array<{ method: string; path: string }> = [];
  private counter = 0;

  constructor(private readonly firstId: number) {
    super();
  }

  next(): number {
    return this.firstId + ++this.counter;
  }

  item(sku: string): { id: number; name: string; onHand: number } | undefined {
    return this.stock.get(sku.toUpperCase());
  }

  setStock(sku: string, onHand: number, name?: string): { id: number; name: string; onHand: number } {
    const existing = this.item(sku);
    if (existing) { existing.onHand = onHand; if (name) existing.name = name; return existing; }
    const created = { id: this.next(), name: name ?? sku, onHand };
    this.stock.set(sku.toUpperCase(), created);
    return created;
  }

  byReference(reference: string): SandboxOrder | undefined {
    return this.orders.find((o) => o.reference === reference);
  }

  /**
   * Mintsoft's part-despatch: the given lines move into a new order (the split), which is despatched on its own;
   * the original keeps the rest.
   */
  split(order: SandboxOrder, lines: Array<{ sku: string; qty: number }>): SandboxOrder {
    const splits = this.orders.filter((o) => o.parentId === order.id).length;
    const child: SandboxOrder = {
      id: this.next(), reference: `${order.reference}-S${splits + 1}`, orderNumber: order.orderNumber, warehouseId: order.warehouseId, status: order.status, recipient: order.recipient,
      lines: lines.map((l) => ({ sku: l.sku, name: order.lines.find((o) => o.sku === l.sku)?.name ?? null, qty: l.qty })), shipments: [], createdAt: new Date().toISOString(), parentId: order.id,
    };
    for (const l of lines) { const line = order.lines.find((o) => o.sku === l.sku)!; line.qty -= l.qty; }
    order.lines = order.lines.filter((l) => l.qty > 0);
    this.orders.push(child);
    return child;
  }

  /** Ships an order (all of it, or the lines given): takes the units off the shelf and records the shipment. */
  ship(order: SandboxOrder, shipment: Omit<SandboxShipment, 'lines'> & { lines?: Array<{ sku: string; qty: number }> }): SandboxShipment {
    const shipped = new Map<string, number>();
    for (const s of order.shipments) for (const l of s.lines) shipped.set(l.sku, (shipped.get(l.sku) ?? 0) + l.qty);
    const lines = shipment.lines ?? order.lines.map((l) => ({ sku: l.sku, qty: l.qty - (shipped.get(l.sku) ?? 0) })).filter((l) => l.qty > 0);
    for (const l of lines) { const item = this.item(l.sku); if (item) item.onHand = Math.max(0, item.onHand - l.qty); }
    const recorded = { ...shipment, lines };
    order.shipments.push(recorded);
    const done = new Map(shipped);
    for (const l of lines) done.set(l.sku, (done.get(l.sku) ?? 0) + l.qty);
    if (order.lines.every((l) => (done.get(l.sku) ?? 0) >= l.qty)) order.status = 'DESPATCHED';
    return recorded;
  }
}
