/** A report's rows with headings from the dataset's titles, numbers right-aligned, and a totals row. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { columnHeading, formatCell, isNumeric, rowCurrency } from './format.ts';
import type { ReportRun } from './types.ts';

export function ReportTable({ run }: { run: ReportRun }) {
  const { columns, rows, totals } = run;
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
        {totals && rows.length ? (
          <TableFooter>
            <TableRow data-testid="report-totals">
              {columns.map((c, i) => (
                <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>
                  {c.name in totals ? formatCell(totals[c.name], c, run.currency) : i === 0 ? 'Total' : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
