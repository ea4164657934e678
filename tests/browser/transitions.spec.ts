/**
 * Transitions that hurt ask first: cancelling an order opens a dialog that says what will happen and asks for the
 * reason (the transition's input schema, as a form); keeping it changes nothing, confirming cancels and keeps the
 * reason.
 */
import { expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('transitions that ask first', () => {
  test('cancelling an order asks, with the reason as a form, and keeps the reason', async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    const [order] = await api.get<Json[]>(`/api/sales-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'AWAITING_PAYMENT' }))}&range=[0,0]`);
    await openScreen(page, `/sales-orders/order/view/${order.id}`);
    await page.getByTestId('transition-cancel').click();
    const dialog = page.getByTestId('transition-dialog-cancel');
    await expect(dialog.getByTestId('transition-question')).toHaveText(/Cancel this order\? .*stock is released/);

    await dialog.getByTestId('transition-keep').click();
    await expect(dialog).toHaveCount(0);
    expect((await api.get<Json>(`/api/sales-orders/${order.id}`)).status).toBe('AWAITING_PAYMENT');

    await page.getByTestId('transition-cancel').click();
    await dialog.getByLabel('Reason').fill('Customer found it cheaper elsewhere');
    await dialog.getByTestId('transition-confirm').click();
    await expect(page.getByText('Sales order cancelled')).toBeVisible();
    await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CANCELLED');
    const stored = await api.get<Json>(`/api/sales-orders/${order.id}`);
    expect(stored).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Customer found it cheaper elsewhere' });
    expect(pageErrors).toEqual([]);
  });
});
