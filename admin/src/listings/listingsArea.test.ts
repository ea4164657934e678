import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../access/permissions.ts';
import { defineAbilityFor } from '../../../permissions/index.ts';
import { screens } from '../routing/screens.ts';
import { channelTabs, listingsMenuEntry, listingsPlaceOf, mayReadChannel, OVERVIEW_PATH, visiblePages, visibleTabs } from './listingsArea.ts';

const owner: SessionUser = { id: 'u', email: 'owner@example.test', role: 'owner', accountId: 'a', permissions: [], flags: [], clientAccountIds: [] };
const staff = (permissions: string[]): SessionUser => ({ ...owner, role: 'staff', permissions });
const screen = (path: string) => screens.find((s) => s.path === path)!;

describe('the Listings page from the route manifest', () => {
  it('has a tab per channel, named from its listings screen, in manifest order', () => {
    // Worked out once for the manifest's screens (every screen asks where it sits as it renders).
    expect(channelTabs()).toBe(channelTabs());
    expect(channelTabs().map((t) => [t.channel, t.slug, t.name])).toEqual([
      ['EBAY', 'ebay', 'eBay'], ['AMAZON', 'amazon', 'Amazon'], ['ETSY', 'etsy', 'Etsy'], ['WISH', 'wish', 'Wish'], ['ONBUY', 'onbuy', 'OnBuy'], ['STORE', 'store', 'Store'],
    ]);
  });

  it("gives each tab the channel's other screens as sub-tabs, List products first; Listing status is the tab again", () => {
    const ebay = channelTabs().find((t) => t.channel === 'EBAY')!;
    expect(ebay.pages.map((p) => p.path)).toEqual(['/products-listings/ebay/list-products', '/products-listings/ebay/html-templates', '/products-listings/ebay/shipping-templates']);
    expect(ebay.aliases).toEqual(['/products-listings/ebay/listing-status']);
    const store = channelTabs().find((t) => t.channel === 'STORE')!;
    expect(store.pages.map((p) => p.path)).toEqual(['/products-listings/store/list-products', '/products-listings/store/categories']);
  });

  it('places every spec route of the area on the page, with its channel chosen', () => {
    expect(listingsPlaceOf(screen(OVERVIEW_PATH))).toEqual({ tab: null, current: OVERVIEW_PATH });
    const status = listingsPlaceOf(screen('/products-listings/amazon/listing-status'))!;
    expect([status.tab?.channel, status.current]).toEqual(['AMAZON', '/products-listings/amazon/listings']);
    const templates = listingsPlaceOf(screen('/products-listings/etsy/shipping-templates'))!;
    expect([templates.tab?.channel, templates.current]).toEqual(['ETSY', '/products-listings/etsy/shipping-templates']);
    // An edit screen below a list is not a tab of its own; other areas are not on the page.
    expect(listingsPlaceOf(screens.find((s) => s.derived && s.path === '/products-listings/ebay/listings/:id')!)).toBeUndefined();
    expect(listingsPlaceOf(screen('/products-listings/products'))).toBeUndefined();
  });

  it('shows an owner every tab and All', () => {
    const visible = visibleTabs(owner, defineAbilityFor(owner));
    expect(visible.all?.path).toBe(OVERVIEW_PATH);
    expect(visible.tabs).toHaveLength(6);
  });

  it('shows staff only the channels they hold (and OnBuy, which every member sees), without All', () => {
    const ebay = staff(['ebay']);
    const visible = visibleTabs(ebay, defineAbilityFor(ebay));
    expect(visible.all).toBeUndefined();
    expect(visible.tabs.map((t) => t.channel)).toEqual(['EBAY', 'ONBUY']);
    expect(mayReadChannel(defineAbilityFor(ebay), 'AMAZON')).toBe(false);
    expect(visiblePages(visible.tabs[0]!, ebay).map((p) => p.title)).toEqual(['eBay List Products', 'eBay HTML Templates', 'eBay Shipping Templates']);
  });

  it('leads the menu entry to the overview, else to the first channel the user may open', () => {
    expect(listingsMenuEntry(owner, defineAbilityFor(owner))?.path).toBe(OVERVIEW_PATH);
    const ebay = staff(['ebay']);
    const entry = listingsMenuEntry(ebay, defineAbilityFor(ebay))!;
    expect(entry).toMatchObject({ path: '/products-listings/ebay/listings', title: 'Listings' });
    expect(entry.paths).toContain('/products-listings/ebay/shipping-templates');
    expect(entry.paths).not.toContain('/products-listings/amazon/listings');
    const overviewOnly = staff(['listingsOverview']);
    expect(listingsMenuEntry(overviewOnly, defineAbilityFor(overviewOnly))?.path).toBe(OVERVIEW_PATH);
  });
});
