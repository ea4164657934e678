import { useQuery } from '@tanstack/react-query';
import { apiFetch, API_URL } from '../data/dataProvider.ts';
import { useSession } from '../access/useSession.ts';
import type { ListingCounts } from '../../../checks/contracts/listing-counts.ts';

/**
 * The listing counts under `filter` (GET /api/listings/counts), in the account acted in. Keyed under `listings`, so
 * whatever refreshes the listings (a bulk action, a delete) refreshes the counts too.
 */
export function useListingCounts(filter: Record<string, unknown>): ListingCounts | undefined {
  const session = useSession();
  const text = JSON.stringify(filter);
  const { data } = useQuery({
    queryKey: ['listings', 'counts', session.actingAccountId, text],
    enabled: session.status === 'signedIn',
    queryFn: async () => (await (await apiFetch(`${API_URL}/listings/counts?filter=${encodeURIComponent(text)}`, { headers: { Accept: 'application/json' } })).json()) as ListingCounts,
  });
  return data;
}
