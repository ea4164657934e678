/**
 * A shipping carrier is tested from its screen, as a channel and a warehouse provider are (issue 19 item 1): Test
 * connection on Acme's carriers at 1440 and 390 px, in words — DPD through the sandbox ShipEngine pushes tracking
 * (its webhook registered by the test), Royal Mail Click & Drop is checked every 15 minutes.
 */
import { expect, openScreen, test } from './fixtures.ts';

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`Test connection on a carrier's view says how its tracking arrives (${width} px)`, async ({ signedIn }) => {
    const { page, api, pageErrors } = await signedIn('acmeOwner');
    await page.setViewportSize({ width, height });
    const [dpd] = await api.list('shipping-carriers', { filter: { code: 'DPD' } });
    const [royalMail] = await api.list('shipping-carriers', { filter: { code: 'ROYAL_MAIL' } });
    expect(dpd && royalMail, 'Acme has the demo DPD and Royal Mail carriers').toBeTruthy();

    await openScreen(page, `/settings/shipping-carriers/${dpd.id}/show`);
    await expect(page.getByTestId('screen-heading')).toContainText('DPD');
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/shipping-carriers/${dpd.id}/test`) && r.request().method() === 'POST');
    await page.getByTestId('carrier-test-button').click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('DPD accepted the saved sign-in details. DPD sends tracking updates to Sellyard as they happen.')).toBeVisible();

    await openScreen(page, `/settings/shipping-carriers/${royalMail.id}/show`);
    await expect(page.getByTestId('screen-heading')).toContainText('Royal Mail');
    await page.getByTestId('carrier-test-button').click();
    await expect(page.getByText('Royal Mail accepted the saved sign-in details. Tracking is checked with Royal Mail every 15 minutes.')).toBeVisible();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/carrier-test-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(pageErrors).toEqual([]);
  });
}

test('a role that may not change carriers sees no Test connection', async ({ signedIn }) => {
  const { page, api, me } = await signedIn('partner');
  const acme = me.clientAccounts.find((c) => c.name === 'Acme Trading')!;
  await page.addInitScript((id) => sessionStorage.setItem('sellyard.actingAccountId', id), acme.id);
  const [dpd] = await api.inAccount(acme.id).list('shipping-carriers', { filter: { code: 'DPD' } });
  await openScreen(page, `/settings/shipping-carriers/${dpd.id}/show`);
  await expect(page.getByTestId('screen-heading')).toContainText('DPD');
  await expect(page.getByTestId('carrier-test-button')).toHaveCount(0);
  expect((await api.inAccount(acme.id).raw('POST', `/api/shipping-carriers/${dpd.id}/test`, {})).status()).toBe(403);
});
