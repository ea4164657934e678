/**
 * The marketplace loop on the web store channel, as the Acme owner in the browser, against the built-in sandbox
 * marketplace (the test server runs a job worker, as `npm start` does): a demo listing is live with its page on the
 * store; a buyer orders on the store; "Sync now" on the channel brings the order in, PAID and allocated, with its
 * channel and the store's order page; the channel's health block counts it among today's imports.
 */
import { BUDGET, expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('marketplace loop', () => {
  test('a store order arrives on Sync now as a paid order with its channel', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [channel] = await api.list('sales-channels', { filter: { type: 'STORE', status: 'CONNECTED' } });
    expect(channel, 'Acme has a connected web store').toBeTruthy();

    // The seed submitted the store's listings; the worker publishes them through the sandbox.
    await expect.poll(async () => (await api.list('listings', { filter: { sales_channel_id: channel.id, status: 'ACTIVE' } })).length, { timeout: BUDGET.background }).toBeGreaterThan(0);
    const [listing] = await api.list('listings', { filter: { sales_channel_id: channel.id, status: 'ACTIVE' }, sort: ['sku', 'ASC'] });
    expect(listing.url).toMatch(/^https:\/\//);

    // The sandbox's control API, as the signed-in owner: it acts on Acme's own sandbox seller only.
    const { order_id: orderRef } = await api.post<Json>('/sandbox/store/_control/orders', { sku: listing.sku, quantity: 1 });

    await openScreen(page, `/settings/sales-channels/${channel.id}/show`);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');
    await page.getByTestId('transition-sync').click();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');

    await expect.poll(async () => (await api.list('sales-orders', { filter: { q: orderRef } })).length, { timeout: BUDGET.background }).toBe(1);
    const [order] = await api.list('sales-orders', { filter: { q: orderRef } });
    await openScreen(page, `/sales-orders/order/view/${order.id}`);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'PAID');
    await expect(page.getByTestId('field-channel_order_ref')).toContainText(orderRef);
    await expect(page.getByTestId('field-sales_channel_id')).toContainText(channel.name);
    await expect(page.getByTestId('link-channel_order_url')).toHaveAttribute('href', /^https:\/\//);
    const stored = await api.get<Json>(`/api/sales-orders/${order.id}`);
    expect(Number(stored.lines[0].allocated_qty) + Number(stored.lines[0].backordered_qty)).toBe(1);

    // The channel's health: when it last synced, no error.
    await openScreen(page, `/settings/sales-channels/${channel.id}/show`);
    await expect(page.getByTestId('field-last_order_sync_at')).not.toContainText('—');
    // Its health block: connected, the order counted among today's imports, listings live.
    const health = page.getByRole('region', { name: 'Channel health' });
    await expect(health.getByTestId('channel-health-connection')).toContainText('Connected since');
    await expect.poll(async () => Number(await health.getByTestId('channel-health-orders-imported-today').textContent()), { timeout: BUDGET.background }).toBeGreaterThanOrEqual(1);
    await expect(health.getByTestId('channel-health-listings')).toContainText(/\d+ live/);
    expect(pageErrors).toEqual([]);
  });
});
