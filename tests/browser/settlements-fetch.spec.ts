/**
 * "Fetch settlements" on a marketplace channel, as the Acme owner in the browser, against the built-in sandbox (the
 * test server runs a job worker): the action queues the channel's payout fetch, the channel's marketplace activity
 * shows it done and the channel records when it last fetched. (The payouts themselves, their lines and their order
 * matching are proved by tests/api/channels-settlements.test.ts.)
 */
import { BUDGET, expect, openScreen, test } from './fixtures.ts';

test.describe('settlements from a marketplace', () => {
  test('Fetch settlements on the eBay channel runs the payout fetch', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [channel] = await api.list('sales-channels', { filter: { type: 'EBAY', status: 'CONNECTED' } });
    expect(channel, 'Acme has a connected eBay channel').toBeTruthy();
    const fetchJobs = async () => (await api.list('jobs', { filter: { channel_id: channel.id }, sort: ['created_on', 'DESC'], range: [0, 49] }))
      .filter((job) => job.kind === 'channel.fetch-settlements');
    const before = (await fetchJobs()).map((job) => job.id);

    await openScreen(page, `/settings/sales-channels/${channel.id}/show`);
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');
    await expect(page.getByTestId('field-fetch_settlements')).toContainText('Yes');
    await page.getByTestId('transition-fetch-settlements').click();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CONNECTED');

    // The action queued one fetch; the worker runs it.
    await expect.poll(async () => (await fetchJobs()).filter((job) => !before.includes(job.id)).map((job) => job.state), { timeout: BUDGET.background }).toEqual(['completed']);
    // The activity panel shows it done, with its count (it polls while work waits).
    await page.reload();
    const newest = page.getByTestId('sync-history-row').filter({ hasText: 'Settlements' }).first();
    await expect(newest).toContainText('Done');
    await expect(newest).toContainText(/\d+ payouts? imported/);
    await expect(page.getByTestId('field-last_settlement_sync_at')).not.toContainText('—');
    expect(pageErrors).toEqual([]);
  });
});
