/** A report's rows with headings from the dataset's titles, numbers right-aligned, and a totals row. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { columnHeading, formatCell, isNumeric, rowCurrency, totalsRows } from './format.ts';
import type { ReportRun } from './types.ts';

export function ReportTable({ run }: { run: ReportRun }) {
  const { columns, rows } = run;
  const footer = totalsRows(run);
  return (
    <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} aria-label={`${run.report.name}: results`}>
      <Table size="small" stickyHeader data-testid="report-table">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'} data-testid={`report-heading-${c.name}`} sx={{ fontWeight: 600 }}>
                {columnHeading(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i} data-testid="report-row" hover>
              {columns.map((c) => (
                <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'} sx={isNumeric(c) ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}>
                  {formatCell(row[c.name], c, rowCurrency(row, run))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer.length && rows.length ? (
          <TableFooter>
            {footer.map((total) => (
              <TableRow key={total.label} data-testid={footer.length > 1 ? `report-totals-${total.currency}` : 'report-totals'}>
                {columns.map((c, i) => (
                  <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>
                    {c.name in total.values && c.name !== 'currency' ? formatCell(total.values[c.name], c, total.currency) : i === 0 ? total.label : ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
