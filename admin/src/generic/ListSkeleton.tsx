/**
 * What a generic list shows while its first page loads: the table's real header (so the page does not jump when
 * the rows arrive) over grey skeleton rows, or on a phone skeleton lines shaped like the simple list's (label,
 * two fields, status chip). Shown at once — react-admin's own placeholder waits a second and shows a blank first.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** Skeleton rows: enough to fill the first screen of a 25-row page without scrolling into nothing. */
export const SKELETON_ROWS = 10;

/** A bar of varying width, so the rows read as text rather than as a grid of identical blocks. */
function bar(row: number, column: number) {
  return `${45 + ((row * 7 + column * 13) % 45)}%`;
}

export function ListSkeleton({ columns, phone, selectable, rows = SKELETON_ROWS }: {
  /** The headers of the visible columns (the last, empty one is the row actions). */
  columns: Array<{ label: string; align?: 'right' }>;
  phone: boolean;
  /** The table has a selection column. */
  selectable: boolean;
  rows?: number;
}) {
  if (phone) {
    return (
      <Box data-testid="list-skeleton" role="status" aria-label="Loading the list">
        {/* Hidden from assistive technology (and from role queries): the status says what is happening instead. */}
        <List dense aria-hidden="true">
          {Array.from({ length: rows }, (_, i) => (
            <ListItem key={i}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Skeleton variant="text" width={bar(i, 0)} sx={{ fontSize: '1rem' }} />
                <Stack direction="row" spacing={1}>
                  <Skeleton variant="text" width="30%" />
                  <Skeleton variant="text" width="25%" />
                </Stack>
              </Box>
              <Skeleton variant="rounded" width={64} height={24} sx={{ ml: 1, borderRadius: 4 }} />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="list-skeleton" role="status" aria-label="Loading the list">
      {/* Hidden from assistive technology (and from role queries): the status says what is happening instead. */}
      <Table size="small" aria-hidden="true">
        <TableHead>
          <TableRow>
            {selectable ? <TableCell padding="checkbox" /> : null}
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, r) => (
            <TableRow key={r} data-testid="skeleton-row">
              {selectable ? (
                <TableCell padding="checkbox">
                  <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />
                </TableCell>
              ) : null}
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align}>
                  {c.label ? <Skeleton variant="text" width={bar(r, i)} sx={{ ml: c.align === 'right' ? 'auto' : 0 }} /> : null}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
