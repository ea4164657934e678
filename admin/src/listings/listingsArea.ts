/**
 * The Listings page's shape, from the route manifest: one page of every channel's listings with a tab per channel,
 * instead of five menu links per channel. The manifest keeps every spec route (`/products-listings/ebay/listings`,
 * `…/ebay/listing-status`, `…/ebay/html-templates`, …); here they are grouped: a channel's tab is its listings
 * screen, and its other screens (List products, templates, categories) are that tab's own sub-tabs. The Listing
 * status route is the channel's listings once more, so it opens the same tab.
 *
 * A channel is identified by its listings screen's fixed filter (`{channel: 'EBAY'}`) and its path segment; its name
 * is the screen title's ("eBay Listings" → "eBay"). Pure: no React, unit-tested beside this file.
 */
import type { MongoQuery } from '@casl/ability';
import { evaluateGuard, type AppAbility, type SessionUser } from '../access/permissions.ts';
import { screens as allScreens, type Screen } from '../routing/screens.ts';

/** Every channel's listings in one list (perm:listingsOverview): the page's "All" tab. */
export const OVERVIEW_PATH = '/products-listings/listings-overview';

export interface ChannelTab {
  /** The listing channel (EBAY…), as the listings screen's fixed filter names it. */
  channel: string;
  /** The path segment of the channel's screens (`ebay`). */
  slug: string;
  name: string;
  /** The channel's listings screen: the tab itself. */
  listings: Screen;
  /** Other paths that open the tab on its listings (the Listing status route). */
  aliases: string[];
  /** The channel's other screens, the tab's sub-tabs: List products first, then as the manifest orders them. */
  pages: Screen[];
}

const LISTINGS = /^\/products-listings\/([a-z]+)\/listings$/;

/** The manifest's channel tabs, worked out once: every screen asks where it sits (`listingsPlaceOf`) as it renders. */
let manifestTabs: ChannelTab[] | undefined;

/** The channel tabs, in manifest order. */
export function channelTabs(all: Screen[] = allScreens): ChannelTab[] {
  if (all === allScreens) return (manifestTabs ??= tabsOf(all));
  return tabsOf(all);
}

function tabsOf(all: Screen[]): ChannelTab[] {
  const tabs: ChannelTab[] = [];
  for (const s of all) {
    const slug = LISTINGS.exec(s.path)?.[1];
    const channel = s.filter.channel;
    if (!slug || s.derived || s.kind !== 'list' || s.route.entity !== 'listing' || typeof channel !== 'string') continue;
    const below = all.filter((o) => !o.derived && o.path.startsWith(`/products-listings/${slug}/`) && o.path !== s.path && (o.kind === 'list' || o.kind === 'page'));
    // Another list of the same listings (Listing status) is this tab again, not a sub-tab of its own.
    const sameList = (o: Screen) => o.route.entity === 'listing' && o.filter.channel === channel;
    const pages = below.filter((o) => !sameList(o)).sort((a, b) => Number(!a.path.endsWith('/list-products')) - Number(!b.path.endsWith('/list-products')));
    tabs.push({ channel, slug, name: s.title.replace(/\s+Listings$/, ''), listings: s, aliases: below.filter(sameList).map((o) => o.path), pages });
  }
  return tabs;
}

export interface AreaPlace {
  /** The chosen channel's tab, or null for All (the overview). */
  tab: ChannelTab | null;
  /** The sub-tab's path (a channel's listings for its Listing status route too). */
  current: string;
}

/** Where a screen sits on the Listings page, or undefined when it is not one of its screens. */
export function listingsPlaceOf(screen: Pick<Screen, 'path' | 'derived'>, tabs: ChannelTab[] = channelTabs()): AreaPlace | undefined {
  if (screen.derived) return undefined;
  if (screen.path === OVERVIEW_PATH) return { tab: null, current: OVERVIEW_PATH };
  for (const tab of tabs) {
    if (screen.path === tab.listings.path || tab.aliases.includes(screen.path)) return { tab, current: tab.listings.path };
    if (tab.pages.some((p) => p.path === screen.path)) return { tab, current: screen.path };
  }
  return undefined;
}

/**
 * Whether the rules let the user read some listings of this channel. The rules' account conditions are left to the
 * API (which applies them); here only the channel matters: a rule without a channel condition covers every channel.
 */
export function mayReadChannel(ability: AppAbility | null | undefined, channel: string): boolean {
  if (!ability) return false;
  return ability.rulesFor('read', 'listings' as never).some((rule) => {
    if (rule.inverted) return false;
    const conditions = rule.conditions as MongoQuery<Record<string, unknown>> | undefined;
    return !conditions || !('channel' in conditions) || conditions.channel === channel;
  });
}

export interface VisibleTabs {
  /** The All tab, when the user may open the overview. */
  all?: Screen;
  tabs: ChannelTab[];
}

/** The tabs this user may open: the screen's guard passes and the rules let them read that channel's listings. */
export function visibleTabs(user: SessionUser | null, ability: AppAbility | null | undefined, tabs: ChannelTab[] = channelTabs(), all: Screen[] = allScreens): VisibleTabs {
  const overview = all.find((s) => s.path === OVERVIEW_PATH);
  const opens = (s: Screen) => evaluateGuard(s.guard, user).allowed;
  return {
    all: overview && opens(overview) && (!ability || ability.can('read', 'listings' as never)) ? overview : undefined,
    tabs: tabs.filter((t) => opens(t.listings) && (!ability || mayReadChannel(ability, t.channel))),
  };
}

/** A channel tab's sub-tabs the user may open (each keeps its own route guard). */
export function visiblePages(tab: ChannelTab, user: SessionUser | null): Screen[] {
  return tab.pages.filter((p) => evaluateGuard(p.guard, user).allowed);
}

/**
 * The menu's one Listings entry: the overview for those who may open it, else the first channel tab they may open
 * (staff with eBay alone land on eBay's listings), else nothing.
 */
export function listingsMenuEntry(user: SessionUser | null, ability: AppAbility | null | undefined): { path: string; title: string; paths: string[] } | undefined {
  const visible = visibleTabs(user, ability);
  const target = visible.all ?? visible.tabs[0]?.listings;
  if (!target) return undefined;
  const paths = [OVERVIEW_PATH, ...visible.tabs.flatMap((t) => [t.listings.path, ...t.aliases, ...t.pages.map((p) => p.path)])];
  return { path: target.path, title: 'Listings', paths };
}

/** Whether a screen is one the Listings page gathers (so the menu leaves it out in favour of the one entry). */
export function inListingsPage(screen: Pick<Screen, 'path' | 'derived'>, tabs: ChannelTab[] = channelTabs()): boolean {
  return listingsPlaceOf(screen, tabs) !== undefined;
}
