/**
 * A screen of the Listings page (listingsArea.ts): the channel tabs above it, and for a list of listings the quick
 * filters inside it. The overview and each channel's Listings and Listing status routes are the same list, with
 * the channel fixed by the route's filter; a channel's templates, categories and List products keep their own
 * screens under the tabs.
 */
import type { ReactNode } from 'react';
import GenericList from '../generic/GenericList.tsx';
import type { Screen } from '../routing/screens.ts';
import { ListingFacets } from './ListingFacets.tsx';
import { ListingsTabs } from './ListingsTabs.tsx';
import { useListingCounts } from './useListingCounts.ts';
import type { AreaPlace } from './listingsArea.ts';

export default function ListingsScreen({ screen, place, children }: { screen: Screen; place: AreaPlace; children: ReactNode }) {
  // The tabs count every listing of each channel the user may see; the chips below count under the list's filters.
  const counts = useListingCounts({});
  const listOfListings = screen.action === 'list' && screen.entity?.name === 'listing';
  return (
    <>
      <ListingsTabs place={place} counts={counts} />
      {listOfListings ? <GenericList screen={screen} header={<ListingFacets entity={screen.entity!} place={place} fixed={screen.filter} />} /> : children}
    </>
  );
}
