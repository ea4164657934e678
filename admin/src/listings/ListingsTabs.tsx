/**
 * The Listings page's navigation: a tab per channel the user may open (All first for those who may see every
 * channel), each with its count of listings, and under a channel's tab its own screens as sub-tabs (Listings, List
 * products, templates, categories). Every tab is a link to its spec route, so a bookmark or a typed URL lands on the
 * page with that channel chosen, and the browser's Back goes back a tab.
 */
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSession } from '../access/useSession.ts';
import type { ListingCounts } from '../../../checks/contracts/listing-counts.ts';
import { visiblePages, visibleTabs, type AreaPlace, type ChannelTab } from './listingsArea.ts';

const ALL = 'ALL';

/** "eBay HTML Templates" under the eBay tab is "HTML templates". */
function subTabLabel(tab: ChannelTab, title: string): string {
  const rest = title.startsWith(`${tab.name} `) ? title.slice(tab.name.length + 1) : title;
  const text = rest.toLowerCase().replace(/\bhtml\b/, 'HTML');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withCount(label: string, count: number | undefined) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
      {label}
      {count === undefined ? null : (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }} data-testid="tab-count">
          {count}
        </Box>
      )}
    </Box>
  );
}

export function ListingsTabs({ place, counts }: { place: AreaPlace; counts?: ListingCounts }) {
  const session = useSession();
  const user = session.me?.sessionUser ?? null;
  const visible = visibleTabs(user, session.ability);
  const countOf = (channel: string) => (counts ? counts.channels.find((c) => c.value === channel)?.count ?? 0 : undefined);
  const all = counts ? counts.channels.reduce((sum, c) => sum + c.count, 0) : undefined;
  const chosen = place.tab && visible.tabs.some((t) => t.channel === place.tab!.channel) ? place.tab.channel : visible.all ? ALL : false;
  const pages = place.tab ? visiblePages(place.tab, user) : [];
  return (
    <Box component="nav" aria-label="Listings by channel" sx={{ mb: 1.5 }} data-testid="listings-tabs">
      <Tabs value={chosen} variant="scrollable" allowScrollButtonsMobile scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontSize: '0.95rem' } }}>
        {visible.all ? <Tab value={ALL} label={withCount('All channels', all)} component={Link} to={visible.all.path} data-testid="channel-tab-ALL" /> : null}
        {visible.tabs.map((t) => (
          <Tab key={t.channel} value={t.channel} label={withCount(t.name, countOf(t.channel))} component={Link} to={t.listings.path} data-testid={`channel-tab-${t.channel}`} />
        ))}
      </Tabs>
      {place.tab && pages.length ? (
        <Tabs value={place.current} variant="scrollable" allowScrollButtonsMobile scrollButtons="auto" aria-label={`${place.tab.name} screens`} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, fontSize: '0.85rem', textTransform: 'none' } }}>
          <Tab value={place.tab.listings.path} label="Listings" component={Link} to={place.tab.listings.path} data-testid="channel-subtab-listings" />
          {pages.map((p) => (
            <Tab key={p.path} value={p.path} label={subTabLabel(place.tab!, p.title)} component={Link} to={p.path} data-testid={`channel-subtab-${p.path.split('/').pop()}`} />
          ))}
        </Tabs>
      ) : null}
    </Box>
  );
}
