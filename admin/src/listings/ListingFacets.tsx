/**
 * Quick filters above the Listings page's table, each with its count under the list's other filters: the sales
 * channels (the account's connected eBay, Amazon… accounts) and the statuses. A chip sets or clears the same filter
 * the list's own inputs do (`sales_channel_id`, `status`), so the two always agree. Rendered inside the list.
 */
import { useListContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enumLabel } from '../generic/FieldValue.tsx';
import type { EntityModel } from '../model.ts';
import type { FacetCount } from '../../../checks/contracts/listing-counts.ts';
import { useListingCounts } from './useListingCounts.ts';
import type { AreaPlace } from './listingsArea.ts';

function ChipRow({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={0} useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }} role="group" aria-label={label} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        {label}:
      </Typography>
      {children}
    </Stack>
  );
}

export function ListingFacets({ entity, place, fixed }: { entity: EntityModel; place: AreaPlace; fixed: Record<string, unknown> }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const counts = useListingCounts({ ...filterValues, ...fixed });
  if (!counts) return null;
  const statusField = entity.fields.find((f) => f.name === 'status');
  const toggle = (field: string, value: string) => {
    const next = { ...filterValues };
    if (next[field] === value) delete next[field];
    else next[field] = value;
    setFilters(next, displayedFilters);
  };
  const salesChannels = counts.sales_channels.filter((s) => !place.tab || s.channel === place.tab.channel);
  const channelName = (channel: string) => enumLabel(entity.fields.find((f) => f.name === 'channel'), channel);
  // Statuses with listings, and the chosen one even when the other filters leave it empty.
  const statuses: FacetCount[] = [...counts.statuses];
  if (typeof filterValues.status === 'string' && !statuses.some((s) => s.value === filterValues.status)) statuses.push({ value: filterValues.status, count: 0 });
  return (
    <Stack spacing={1} sx={{ px: { xs: 1, sm: 2 }, py: 1.5 }} data-testid="listing-facets">
      {salesChannels.length > 1 || filterValues.sales_channel_id ? (
        <ChipRow label="Sales channel" testId="facet-sales-channels">
          {salesChannels.map((s) => (
            <Chip
              key={s.value}
              size="small"
              label={`${s.name ?? `${channelName(s.channel)} account`} · ${s.count}`}
              color={filterValues.sales_channel_id === s.value ? 'primary' : 'default'}
              variant={filterValues.sales_channel_id === s.value ? 'filled' : 'outlined'}
              aria-pressed={filterValues.sales_channel_id === s.value}
              onClick={() => toggle('sales_channel_id', s.value)}
              data-testid="facet-sales-channel"
            />
          ))}
        </ChipRow>
      ) : null}
      {statuses.length ? (
        <ChipRow label="Status" testId="facet-statuses">
          {statuses.map((s) => (
            <Chip
              key={s.value}
              size="small"
              label={`${statusField ? enumLabel(statusField, s.value) : s.value} · ${s.count}`}
              color={filterValues.status === s.value ? 'primary' : 'default'}
              variant={filterValues.status === s.value ? 'filled' : 'outlined'}
              aria-pressed={filterValues.status === s.value}
              onClick={() => toggle('status', s.value)}
              data-testid={`facet-status-${s.value}`}
            />
          ))}
        </ChipRow>
      ) : null}
    </Stack>
  );
}
