/**
 * The marketplace loop on the web store channel, as the Acme owner in the browser, against the built-in sandbox
 * marketplace (the test server runs a job worker, as `npm start` does): a demo listing is live with its page on the
 * store; a buyer orders on the store; "Sync now" on the channel brings the order in, PAID and allocated, with its
 * channel and the store's order page; the channel's health block counts it among today's imports.
 */
import { expect, test, baseURL } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('marketplace loop', () => {
  test('a store order arrives on Sync now as a paid order with its channel', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [channel] = await api.list('sales-channels', { filter: { type: 'STORE', status: 'CONNECTED' } });
    expect(channel, 'Acme has a connected web store').toBeTruthy();

    // The seed submitted the store's listings; the worker publishes them through the sandbox.
    await expect.poll(async () => (await api.list('listings', { filter: { sales_channel_id: channel.id, status: 'ACTIVE' } })).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [listing] = await api.list('listings', { filter: { sales_channel_id: channel.id, status: 'ACTIVE' }, sort: ['sku', 'ASC'] });
    expect(listing.url).toMatch(/^https:\/\//);

    const placed = await fetch(`${baseURL()}/sandbox/store/_control/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sku: listing.sku, quantity: 1 }) });
    expect(placed.status).toBe(201);
    const { order_id: orderRef } = await placed.json() as Json;

    await page.goto(`/settings/sales-channels/${channel.id}/show`);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');
    await page.getByTestId('transition-sync').click();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');

    await expect.poll(async () => (await api.list('sales-orders', { filter: { q: orderRef } })).length, { timeout: 30_000 }).toBe(1);
    const [order] = await api.list('sales-orders', { filter: { q: orderRef } });
    await page.goto(`/sales-orders/order/view/${order.id}`);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'PAID');
    await expect(page.getByTestId('field-channel_order_ref')).toContainText(orderRef);
    await expect(page.getByTestId('field-sales_channel_id')).toContainText(channel.name);
    await expect(page.getByTestId('link-channel_order_url')).toHaveAttribute('href', /^https:\/\//);
    const stored = await api.get<Json>(`/api/sales-orders/${order.id}`);
    expect(Number(stored.lines[0].allocated_qty) + Number(stored.lines[0].backordered_qty)).toBe(1);

    // The channel's health: when it last synced, no error.
    await page.goto(`/settings/sales-channels/${channel.id}/show`);
    await expect(page.getByTestId('field-last_order_sync_at')).not.toContainText('—');
    // Its health block: connected, the order counted among today's imports, listings live.
    const health = page.getByRole('region', { name: 'Channel health' });
    await expect(health.getByTestId('channel-health-connection')).toContainText('Connected since');
    await expect.poll(async () => Number(await health.getByTestId('channel-health-orders-imported-today').textContent()), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect(health.getByTestId('channel-health-listings')).toContainText(/\d+ live/);
    expect(pageErrors).toEqual([]);
  });
});
