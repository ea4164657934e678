/**
 * Transitions that hurt ask first: cancelling an order opens a dialog that says what will happen and asks for the
 * reason, a choice in the merchant's words, and a note (the transition's input schema, as a form); keeping it changes
 * nothing, confirming cancels and keeps both. At 1440 and 390 px (screenshots in test-results/).
 */
import { expect, openScreen, test } from './fixtures.ts';

type Json = Record<string, any>;

test.describe('transitions that ask first', () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`cancelling an order asks, with the reason as a choice in words and a note, and keeps them (${viewport.width} px)`, async ({ signedIn }) => {
      const { page, api, pageErrors } = await signedIn('acmeOwner');
      await page.setViewportSize(viewport);
      const [order] = await api.get<Json[]>(`/api/sales-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'AWAITING_PAYMENT' }))}&range=[0,0]`);
      await openScreen(page, `/sales-orders/order/view/${order.id}`);
      await page.getByTestId('transition-cancel').click();
      const dialog = page.getByTestId('transition-dialog-cancel');
      await expect(dialog.getByTestId('transition-question')).toHaveText(/Cancel this order\? .*stock is released/);

      await dialog.getByTestId('transition-keep').click();
      await expect(dialog).toHaveCount(0);
      expect((await api.get<Json>(`/api/sales-orders/${order.id}`)).status).toBe('AWAITING_PAYMENT');

      await page.getByTestId('transition-cancel').click();
      await dialog.getByLabel('Reason').click();
      // The choices in words, never the codes the marketplaces are sent.
      const options = page.getByRole('option');
      await expect(options.filter({ hasText: 'Out of stock' })).toHaveCount(1);
      for (const words of ['The buyer asked to cancel', 'Cannot deliver to the address', 'Pricing error', 'Suspected fraud', 'Already cancelled on the marketplace', 'Other']) {
        await expect(page.getByRole('option', { name: words, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('option', { name: /^[A-Z_]+$/ })).toHaveCount(0);
      await page.getByRole('option', { name: 'The buyer asked to cancel', exact: true }).click();
      await dialog.getByLabel('Note').fill('Customer found it cheaper elsewhere');
      await page.screenshot({ path: `test-results/cancel-reason-${viewport.width}.png`, fullPage: true });
      await dialog.getByTestId('transition-confirm').click();
      await expect(page.getByText('Sales order cancelled')).toBeVisible();
      await expect(page.getByTestId('record-status')).toHaveAttribute('data-value', 'CANCELLED');
      const stored = await api.get<Json>(`/api/sales-orders/${order.id}`);
      expect(stored).toMatchObject({ status: 'CANCELLED', cancel_reason: 'BUYER_ASKED', cancel_note: 'Customer found it cheaper elsewhere' });
      // The order shows the reason in words too.
      await expect(page.getByText('The buyer asked to cancel')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});
